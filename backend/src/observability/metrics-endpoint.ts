import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppMetrics } from './app-metrics.js';

/**
 * GET /metrics for Prometheus, behind `Authorization: Bearer <METRICS_TOKEN>`: route names, pool
 * and queue figures are not for visitors. Without a token configured the path does not exist.
 */
export function metricsEndpoint(metrics: AppMetrics, token: string | null) {
  const expected = token === null ? null : digest(token);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (expected === null || req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer')
        .set('Cache-Control', 'no-store')
        .json({ statusCode: 401, message: 'A valid metrics token is required.', error: 'Unauthorized', code: 'UNAUTHENTICATED' });
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store').send(body);
    } catch (error) {
      next(error);
    }
  };
}

/** Equal lengths for timingSafeEqual, whatever was sent. */
const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
