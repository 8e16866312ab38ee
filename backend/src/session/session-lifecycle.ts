import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_CONFIG, type SessionConfig } from '../config/session.config.js';
import { sendCsrfToken } from './csrf.js';
import { expiresAt, isExpired, needsRefresh, type SessionTimes } from './session-clock.js';

/** Starts, renews and times out sessions; every change of session sends its new CSRF token. */
@Injectable()
export class SessionLifecycle {
  constructor(@Inject(SESSION_CONFIG) private readonly config: SessionConfig) {}

  /** A new session's clock and token: after sign-in (passport regenerated the session) or a renewal. */
  begin(req: Request, res: Response): void {
    const now = Date.now();
    this.stamp(req, { createdAt: now, lastSeenAt: now });
    sendCsrfToken(req, res, true);
  }

  /** Ends this session (its row is deleted) and goes on in a new, anonymous one. */
  async renew(req: Request, res: Response): Promise<void> {
    await new Promise<void>((resolve, reject) => req.session.regenerate((error?: Error | null) => (error ? reject(error) : resolve())));
    req.user = undefined;
    req.currentUser = undefined;
    this.begin(req, res);
  }

  /** GET /api/csrf-token: the session's token; a visitor's first one starts the session. */
  token(req: Request, res: Response): string {
    if (req.session.createdAt === undefined) this.stamp(req, { createdAt: Date.now(), lastSeenAt: Date.now() });
    return sendCsrfToken(req, res, false);
  }

  /**
   * Middleware, right after session(): an expired session is ended and the request goes on
   * signed out. lastSeenAt is written only when stale enough (session-clock.ts), not per request.
   */
  readonly enforceTimeouts = (req: Request, res: Response, next: NextFunction): void => {
    const { createdAt, lastSeenAt } = req.session;
    if (createdAt === undefined || lastSeenAt === undefined) return next();
    const now = Date.now();
    if (isExpired({ createdAt, lastSeenAt }, this.config, now)) {
      this.renew(req, res).then(() => next(), next);
      return;
    }
    if (needsRefresh({ createdAt, lastSeenAt }, this.config, now)) this.stamp(req, { createdAt, lastSeenAt: now });
    next();
  };

  private stamp(req: Request, times: SessionTimes): void {
    Object.assign(req.session, times);
    req.session.cookie.expires = expiresAt(times, this.config);
  }
}
