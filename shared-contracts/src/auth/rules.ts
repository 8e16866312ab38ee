import { isUnderPrefix } from '../routing/areas.js';

/** A new password (sign-up, reset): at least this long, and not a common password (OWASP ASVS). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** The sign-in form's own rule: never stricter than what older accounts may have. */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;

/** Usernames: letters, digits, dot, dash and underscore (they appear in URLs and @mentions). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

/**
 * Every state-changing request (POST, PUT, PATCH, DELETE) carries the session's anti-forgery
 * token in this header. The API sends a fresh token in the same header on any answer that
 * changes the session (sign-in, sign-up, sign-out) and from GET CSRF_TOKEN_PATH.
 */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_TOKEN_PATH = '/api/csrf-token';

/** The session: the signed-in user, or 401 (SWR key of the session, docs/architecture.md §1). */
export const SESSION_PATH = '/api/user';

/**
 * A cookie the scripts can read, set with a signed-in session and cleared without one: it says
 * nothing secret (the session is its own, httpOnly cookie), only whether asking SESSION_PATH can
 * answer anything but 401 — an anonymous visit asks nothing, and logs no failed request.
 */
export const SIGNED_IN_HINT_COOKIE = 'djelfa.signed-in';

/** Prefixes (with every page below them) only a signed-in user, or an admin, may open; the shell guards them. */
export const PROTECTED_PREFIXES = { '/dashboard': 'user', '/settings': 'user', '/admin': 'admin' } as const;
export type Protection = (typeof PROTECTED_PREFIXES)[keyof typeof PROTECTED_PREFIXES];

/** Who may open a page: null for anyone. */
export function protectionOf(pathname: string): Protection | null {
  const entry = Object.entries(PROTECTED_PREFIXES).find(([prefix]) => isUnderPrefix(prefix, pathname));
  return entry ? entry[1] : null;
}
