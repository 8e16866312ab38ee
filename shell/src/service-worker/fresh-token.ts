import { CSRF_TOKEN_PATH } from 'shared-contracts/offline';

/** The session's anti-forgery token now, for a write the worker makes itself: the one a page had may have been renewed since. */
export async function freshToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_PATH, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${CSRF_TOKEN_PATH}`);
  return ((await response.json()) as { token: string }).token;
}
