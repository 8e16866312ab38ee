import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

const storage = new AsyncLocalStorage<Request>();

/** Middleware: the request is known to whatever runs for it (the audit log reads who and from where). */
export function bindRequestContext(req: Request, _res: Response, next: NextFunction): void {
  storage.run(req, next);
}

/** The request being answered, if any (a job has none). */
export const currentRequest = (): Request | undefined => storage.getStore();
