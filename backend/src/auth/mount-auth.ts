import type { NestExpressApplication } from '@nestjs/platform-express';
import { Router, type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { SESSION_CONFIG, type SessionConfig } from '../config/session.config.js';
import { csrfProtection } from '../session/csrf.js';
import { SessionLifecycle } from '../session/session-lifecycle.js';
import { SESSION_SECRET } from '../session/session-secret.js';
import { SessionStore } from '../session/session-store.js';
import { signedInHint } from '../session/signed-in-hint.js';
import { CurrentUserLoader } from './current-user.loader.js';

export const SESSION_COOKIE = 'djelfa.sid';

/**
 * Reads that answer everyone alike and change nothing: the search and the health check. They
 * skip the session stack (a session id made and hashed, the store, passport, the account
 * loaded), which cost more than the cached search answer itself.
 */
const SESSION_FREE = new Set(['/properties', '/health']);
const isSessionFree = (req: Request): boolean => (req.method === 'GET' || req.method === 'HEAD') && SESSION_FREE.has(req.path);

/**
 * The session stack, in this order: the cookie session (stored in PostgreSQL), the signed-in hint
 * (set as the answer goes out), its timeouts, passport (user id), the CSRF check, then the
 * signed-in account from the database.
 */
export function sessionStack(app: NestExpressApplication): Router {
  const config = app.get<SessionConfig>(SESSION_CONFIG);
  const lifecycle = app.get(SessionLifecycle);
  // req.secure (Secure cookies with 'auto') and req.ip (rate limits) then follow X-Forwarded-*.
  app.set('trust proxy', config.trustProxy);
  const stack = Router();
  stack.use(
    session({
      name: SESSION_COOKIE,
      secret: app.get<string>(SESSION_SECRET),
      store: app.get(SessionStore).store,
      // Nothing is written unless the session changed (session-lifecycle.ts); a visitor has no
      // session until it asks for a CSRF token.
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure, maxAge: config.absoluteTimeoutMs },
    }),
  );
  stack.use(signedInHint({ secure: config.cookieSecure, maxAgeMs: config.absoluteTimeoutMs }));
  stack.use(lifecycle.enforceTimeouts);
  stack.use(passport.initialize());
  stack.use(passport.session());
  stack.use(csrfProtection);
  stack.use(app.get(CurrentUserLoader).middleware);
  return stack;
}

/** Sessions under /api, but for the session-free reads. */
export function mountAuth(app: NestExpressApplication, stack: Router): void {
  app.use('/api', (req: Request, res: Response, next: NextFunction) => (isSessionFree(req) ? next() : stack(req, res, next)));
}
