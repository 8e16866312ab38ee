import { ForbiddenException } from '@nestjs/common';
import { csrfSync } from 'csrf-sync';
import type { NextFunction, Request, Response } from 'express';
import { CSRF_HEADER } from 'shared-contracts';

// Synchronizer tokens: one per session, kept in it, echoed in a header no other site can set.
const { generateToken, isRequestValid } = csrfSync({
  size: 32,
  getTokenFromRequest: (req) => req.get(CSRF_HEADER),
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session's token (a new one with `renew`), also sent in the answer's header. */
export function sendCsrfToken(req: Request, res: Response, renew: boolean): string {
  const token = generateToken(req, renew);
  res.setHeader(CSRF_HEADER, token);
  return token;
}

/** Every state-changing call under /api, known route or not, carries the session's token. */
export function csrfProtection(req: Request, _res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || isRequestValid(req)) return next();
  next(
    new ForbiddenException({
      code: 'CSRF_INVALID',
      message: `Missing or wrong ${CSRF_HEADER} header: ask GET /api/csrf-token for this session's token.`,
    }),
  );
}
