import { Injectable, Logger, type INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Server, ServerResponse } from 'node:http';

/** Requests in flight get this long to finish; then their connections are cut. */
export const DRAIN_MS = 8_000;
/** Whatever still hangs after this, the process exits anyway: its writes are committed or refused. */
const EXIT_DEADLINE_MS = 9_500;

/**
 * SIGTERM (a deploy, docker stop), SIGINT (Ctrl-C), SIGHUP (a closed terminal): stop taking
 * requests, answer those in flight, close the kept-alive connections as they fall idle, then
 * close the app (job runner, pools, the embedded database). A request that comes in meanwhile on
 * a kept-alive connection is still answered, with Connection: close: a proxy in front (Caddy)
 * may already have sent it there, and passes a 503 on to the visitor, where a closed connection
 * makes it choose the other instance for the next. Readiness says 503 from the signal, so that
 * the proxy's health check leaves this instance out.
 */
@Injectable()
export class GracefulShutdown {
  private readonly logger = new Logger('Shutdown');
  private readonly inFlight = new Set<ServerResponse>();
  private stopping?: Promise<void>;

  /** Readiness answers 503 from the signal on (readiness-indicators.ts). */
  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /** First middleware of the app: once stopping, each answer closes its connection. */
  readonly closeWhileStopping = (_req: Request, res: Response, next: NextFunction): void => {
    if (this.stopping) res.shouldKeepAlive = false;
    next();
  };

  /** Counts what the server is answering, so that the stop knows what it waits for. */
  track(server: Server): void {
    server.on('request', (_req, res: ServerResponse) => {
      this.inFlight.add(res);
      res.once('close', () => {
        this.inFlight.delete(res);
        // The connection is idle once this answer is out: with no request coming, close it.
        if (this.stopping) setImmediate(() => server.closeIdleConnections());
      });
    });
  }

  onSignals(app: INestApplication, signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP']): void {
    for (const signal of signals) {
      process.on(signal, () => {
        this.logger.log(`${signal}: finishing ${this.inFlight.size} request(s) in flight, then stopping.`);
        this.stop(app).then(
          () => process.exit(0),
          (error: unknown) => {
            this.logger.error(`Stopped with an error: ${String(error)}`);
            process.exit(1);
          },
        );
      });
    }
  }

  /** Idempotent: a second signal waits for the same stop. */
  stop(app: INestApplication): Promise<void> {
    this.stopping ??= this.drainThenClose(app);
    return this.stopping;
  }

  private async drainThenClose(app: INestApplication): Promise<void> {
    setTimeout(() => {
      this.logger.error(`Not stopped after ${EXIT_DEADLINE_MS / 1000} s: exiting now.`);
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    const server = app.getHttpServer() as Server;
    // Answers not yet begun go out with Connection: close.
    for (const res of this.inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    const cutOff = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    // No new connection from here; the idle kept-alive ones close now (Node ≥ 19).
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(cutOff);
    await app.close();
  }
}
