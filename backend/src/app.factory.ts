import { NestFactory } from '@nestjs/core';
import { Logger, type DynamicModule, type NestApplicationOptions } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { mountAuth, sessionStack } from './auth/mount-auth.js';
import { mountFeeds } from './blogs/mount-feeds.js';
import { errorMiddleware } from './common/filters/reply-with-error.js';
import { noStoreByDefault } from './common/http/cache-control.js';
import { answerClientErrors } from './common/http/client-errors.js';
import { mountRequestBody } from './common/http/mount-request-body.js';
import { bindRequestContext } from './common/http/request-context.js';
import type { Env } from './config/validate-config.js';
import { GracefulShutdown } from './lifecycle/graceful-shutdown.js';
import { createRootLogger, JsonLogger } from './observability/json-logger.js';
import { mountObservability } from './observability/mount-observability.js';
import { observabilityConfig, type LogLevel, type ObservabilityConfig } from './observability/observability.config.js';
import { mountSecurityHeaders } from './portal/security-headers.js';
import { mountPortal } from './portal/mount-portal.js';
import { MaintenanceGate } from './site-settings/maintenance-gate.js';
import { SiteSettingsService } from './site-settings/site-settings.service.js';
import { mountUploads } from './uploads/mount-uploads.js';

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

export interface CreateAppOptions {
  /** Defaults to `process.env`. */
  env?: Env;
  /** Nest's logger option; tests keep errors and warnings only. Unset: LOG_FORMAT and LOG_LEVEL decide. */
  logger?: NestApplicationOptions['logger'];
}

/** Nest's console logger at LOG_LEVEL (LOG_FORMAT=text). */
const NEST_LEVELS: Record<LogLevel, NonNullable<NestApplicationOptions['logger']>> = {
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  info: ['fatal', 'error', 'warn', 'log'],
  warn: ['fatal', 'error', 'warn'],
  error: ['fatal', 'error'],
};

/**
 * Builds the whole application, not yet listening: main.ts calls listen(), tests call init().
 * Rejects (never aborts the process) when the configuration or the database is not usable.
 */
export async function createApp({ env = process.env, logger }: CreateAppOptions = {}): Promise<NestExpressApplication> {
  let appModule: DynamicModule;
  let observability: ObservabilityConfig;
  try {
    observability = observabilityConfig(env);
    appModule = AppModule.register(env);
  } catch (error) {
    if (logger !== false) new Logger('Main').error(error instanceof Error ? error.message : String(error));
    throw error;
  }
  // JSON lines through pino for a log collector; a test's own choice, or Nest's lines in a terminal.
  const json = logger === undefined && observability.logFormat === 'json';
  const root = createRootLogger(json ? observability.logLevel : 'silent');
  const app = await NestFactory.create<NestExpressApplication>(appModule, {
    abortOnError: false,
    bodyParser: false, // mountRequestBody's, in its place
    logger: logger ?? (json ? new JsonLogger(root) : NEST_LEVELS[observability.logLevel]),
  });
  app.setGlobalPrefix('api');
  const shutdown = app.get(GracefulShutdown);
  shutdown.track(app.getHttpServer());
  try {
    mountObservability(app, root, observability.metricsToken); // first: every request has an id and is timed
    app.use(shutdown.closeWhileStopping); // then, once stopping, no connection is kept
    app.use('/api', bindRequestContext);
    mountRequestBody(app);
    app.use('/api', noStoreByDefault);
    mountSecurityHeaders(app); // on every answer below, files and feeds included
    mountUploads(app); // the photos at /uploads/, ahead of the portal's 404 for unknown paths
    mountFeeds(app); // /blog/rss.xml and /sitemap.xml, likewise
    const sessions = sessionStack(app);
    const maintenance = new MaintenanceGate(app.get(SiteSettingsService), sessions);
    // /remotes.json and (portal mode) the front ends.
    mountPortal(app, maintenance.pages);
    // Sessions, passport, CSRF and the signed-in account, under /api.
    mountAuth(app, sessions);
    app.use('/api', maintenance.api);
    // What the middleware above throws (a bad body, CSRF, the session store) as the API's JSON.
    app.use(errorMiddleware);
  } catch (error) {
    new Logger('Main').error(`Cannot set up the application: ${error instanceof Error ? error.message : String(error)}`);
    await app.close();
    throw error;
  }
  // Idle keep-alive connections outlive the clients' and proxies' own (60 s is common): with
  // Node's 5 s, the server closes sockets a client is reusing at that moment (ECONNRESET).
  const server = app.getHttpServer();
  answerClientErrors(server);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return app;
}
