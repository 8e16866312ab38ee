import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger as Pino } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';

/** An id a proxy gave the request (X-Request-Id) is kept when it is a plain token; anything else is replaced. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Probes and scrapes would drown the log: they are answered, not logged. */
const QUIET_PATHS = /^\/(api\/health(\/|$)|metrics$)/;

/**
 * Every request gets an id (`req.id`), sent back in `X-Request-Id`, and in JSON logs one line
 * when it is answered: method, path (never the query: links carry tokens), status and time, at
 * error level for a 5xx. pino-http does the work; this says what it keeps.
 */
export function requestIds(root: Pino, logRequests: boolean): HttpLogger {
  return pinoHttp({
    logger: root,
    autoLogging: logRequests && { ignore: (req) => QUIET_PATHS.test(pathOf(req.url)) },
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'reqId' },
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const forwarded = req.headers['x-request-id'];
      const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string }) => ({ method: req.method, path: pathOf(req.url), address: req.remoteAddress }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}

const pathOf = (url: string | undefined): string => (url ?? '/').split('?', 1)[0];
