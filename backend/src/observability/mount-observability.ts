import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger as Pino } from 'pino';
import { AppMetrics } from './app-metrics.js';
import { metricsEndpoint } from './metrics-endpoint.js';
import { requestIds } from './request-ids.js';

/**
 * First middleware of all: every request gets its id (and, with JSON logs, its line) and is
 * timed; /metrics answers ahead of the portal's 404.
 */
export function mountObservability(app: NestExpressApplication, root: Pino, metricsToken: string | null): void {
  const metrics = app.get(AppMetrics);
  app.use(requestIds(root));
  app.use(metrics.timeRequests);
  app.use('/metrics', metricsEndpoint(metrics, metricsToken));
}
