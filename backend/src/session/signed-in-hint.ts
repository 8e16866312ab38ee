import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';
import { cookieValue, SIGNED_IN_HINT_COOKIE } from 'shared-contracts';

const hasHint = (req: Request): boolean => cookieValue(req.headers.cookie, SIGNED_IN_HINT_COOKIE) !== undefined;

/**
 * Keeps SIGNED_IN_HINT_COOKIE true to the session: decided when the answer's headers go out, so
 * that a sign-in, a sign-out, an expired or ended session in this very request all count.
 */
export function signedInHint(options: { secure: boolean | 'auto'; maxAgeMs: number }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    onHeaders(res, () => {
      // Passport's part of the session: set by a sign-in, gone with a sign-out or a session ended.
      const signedIn = req.session?.passport?.user !== undefined;
      if (signedIn === hasHint(req)) return;
      const secure = options.secure === 'auto' ? req.secure : options.secure;
      if (signedIn) res.cookie(SIGNED_IN_HINT_COOKIE, '1', { sameSite: 'lax', path: '/', secure, maxAge: options.maxAgeMs });
      else res.clearCookie(SIGNED_IN_HINT_COOKIE, { sameSite: 'lax', path: '/', secure });
    });
    next();
  };
}
