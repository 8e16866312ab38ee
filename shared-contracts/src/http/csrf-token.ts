import { CSRF_HEADER, CSRF_TOKEN_PATH } from '../auth/rules.js';

// The session's anti-forgery token, one for every area (shared-contracts is a singleton).
let token: string | null = null;

/** Keeps the fresh token the API sends with answers that change the session. */
export function rememberCsrfToken(response: Response): void {
  const fresh = response.headers.get(CSRF_HEADER);
  if (fresh) token = fresh;
}

export function forgetCsrfToken(): void {
  token = null;
}

/** The token for a state-changing request, asking the API for one the first time. */
export async function csrfToken(): Promise<string> {
  if (token) return token;
  const response = await fetch(CSRF_TOKEN_PATH, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${CSRF_TOKEN_PATH}`);
  token = ((await response.json()) as { token: string }).token;
  return token;
}
