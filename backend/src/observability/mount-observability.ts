import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger as Pino } from 'pino';
import { AppMetrics } from './app-metrics.js';
import { metricsEndpoint } from './metrics-endpoint.js';
import type { ObservabilityConfig } from './observability.config.js';
import { requestIds } from './request-ids.js';

/**
 * First middleware of all: every request gets its id (and, with JSON logs, its line) and is
 * timed; /metrics answers ahead of the portal's 404.
 */
export function mountObservability(app: NestExpressApplication, config: ObservabilityConfig, root: Pino): void {
  const metrics = app.get(AppMetrics);
  app.use(requestIds(root, config.logFormat === 'json' && root.level !== 'silent'));
  app.use(metrics.timeRequests);
  app.use('/metrics', metricsEndpoint(metrics, config.metricsToken));
}
