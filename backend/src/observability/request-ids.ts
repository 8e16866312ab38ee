import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger as Pino } from 'pino';

/** An id a proxy gave the request (X-Request-Id) is kept when it is a plain token; anything else is replaced. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Probes and scrapes would drown the log: they are answered, not logged. */
const QUIET_PATHS = /^\/(api\/health(\/|$)|metrics$)/;

/**
 * Every request gets an id (`req.id`), sent back in `X-Request-Id`, and, when `root` logs (JSON
 * logs; it is silent otherwise), one JSON line when it is answered: method, path (never the query: links carry tokens), status and
 * time, at error level for a 5xx. Not pino-http: its per-request child logger and wrapped
 * serializers cost 15% of the search mix's throughput (npm run bench), for the same line.
 */
export function requestIds(root: Pino) {
  const logRequests = root.level !== 'silent';
  return (req: Request, res: Response, next: NextFunction): void => {
    const forwarded = req.headers['x-request-id'];
    const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (logRequests) {
      const path = req.originalUrl.split('?', 1)[0];
      if (!QUIET_PATHS.test(path)) {
        const started = performance.now();
        res.once('finish', () => {
          const status = res.statusCode;
          const line = { reqId: id, req: { method: req.method, path, address: req.ip }, res: { status }, responseTime: Math.round(performance.now() - started) };
          if (status >= 500) root.error(line, 'request completed');
          else root.info(line, 'request completed');
        });
      }
    }
    next();
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by requestIds for every request. */
    id?: string;
  }
}
