import { Injectable } from '@nestjs/common';
import type { IRoute, NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import { pgPool } from '../database/pg-pool.js';

/** Waiting jobs by queue, read at each scrape (pg-boss keeps them in its own schema). */
const QUEUE_SQL = `SELECT name, state, count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`;

/**
 * What Prometheus scrapes at /metrics (prom-client): requests by route (rate and latency), the
 * database pool, the job queue's depth, and Node's own figures (memory, event-loop lag, GC).
 * One registry per application, not prom-client's global one: tests build several apps in one process.
 */
@Injectable()
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly scrapeFailures = new Counter({
    name: 'metrics_collect_failures_total',
    help: 'Scrapes in which a figure could not be read (the database did not answer)',
    registers: [this.registry],
  });

  constructor(dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the database pool: open (in use or idle), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        // Unset until the data source is initialised.
        const current = pgPool(dataSource) as ReturnType<typeof pgPool> | undefined;
        if (!current) return;
        this.set({ state: 'open' }, current.totalCount);
        this.set({ state: 'idle' }, current.idleCount);
        this.set({ state: 'waiting' }, current.waitingCount);
      },
    });
    const failures = this.scrapeFailures;
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs of the queue waiting (created, retry) or running (active), by queue',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const rows: { name: string; state: string; n: number }[] = await dataSource.query(QUEUE_SQL);
          for (const { name, state, n } of rows) this.set({ queue: name, state }, n);
        } catch {
          failures.inc();
        }
      },
    });
  }

  /** Middleware, first in line: times every request and files it under its route's pattern, never its raw path. */
  readonly timeRequests = (req: Request, res: Response, next: NextFunction): void => {
    const end = this.requests.startTimer();
    res.once('finish', () => end({ method: req.method, route: routeOf(req), status: String(res.statusCode) }));
    next();
  };
}

/**
 * A bounded set of labels: the API route's pattern (`/api/properties/:id`) when one answered,
 * else the kind of path (photos, front-end files, pages).
 */
function routeOf(req: Request): string {
  const route = req.route as IRoute | undefined;
  if (route?.path) return `${req.baseUrl}${String(route.path)}`;
  const path = req.originalUrl.split('?', 1)[0];
  if (path.startsWith('/api/')) return '/api (no route)';
  if (path.startsWith('/uploads/')) return '/uploads/:name';
  if (path.startsWith('/mfe/') || /\.[a-z0-9]+$/i.test(path)) return '(static file)';
  return '(page)';
}
