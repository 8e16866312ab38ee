import useSWR, { mutate } from 'swr';
import { SESSION_PATH, SIGNED_IN_HINT_COOKIE } from '../auth/rules.js';
import { cookieValue } from '../http/cookies.js';
import { apiRequest, createSwrFetcher } from '../http/fetcher.js';
import type { LoginRequest, RegisterRequest } from '../types/auth.js';
import type { TwoFactorChallenge } from '../types/two-factor.js';
import type { User } from '../types/user.js';
import { mergeBrowserFavourites } from './browser-favourites.js';

const askSession = createSwrFetcher({ on401: 'returnNull' });

/** Whether this browser holds a signed-in session at all (the API's hint cookie): if not, there is nothing to ask. */
const mayBeSignedIn = (): boolean => typeof document !== 'undefined' && cookieValue(document.cookie, SIGNED_IN_HINT_COOKIE) !== undefined;

const sessionFetcher = (url: string): Promise<User | null> => (mayBeSignedIn() ? askSession<User>(url) : Promise.resolve(null));

/**
 * The session is the SWR entry of GET /api/user (docs/architecture.md §1). SWR and this module are
 * singletons across the areas, so signing in or out anywhere updates every area at once.
 */
export function useSession(): { user: User | null; isLoading: boolean } {
  const { data, error } = useSWR<User | null, unknown>(SESSION_PATH, sessionFetcher);
  return { user: data ?? null, isLoading: data === undefined && !error };
}

const setSession = (user: User | null) => mutate(SESSION_PATH, user, { revalidate: false });

/** Signed in: the account is the session everywhere, and the favourites saved before join it. */
async function signedIn(user: User): Promise<User> {
  await setSession(user);
  await mergeBrowserFavourites();
  return user;
}

/** Signs in, or, for an account with two-factor sign-in, answers the challenge: signInWithCode next. */
export async function signIn(request: LoginRequest): Promise<User | TwoFactorChallenge> {
  const answer = await apiRequest<User | TwoFactorChallenge>('/api/login', { method: 'POST', body: request });
  if ('twoFactorRequired' in answer) return answer;
  return signedIn(answer);
}

/** The second step: the authenticator app's code, or a recovery code. */
export async function signInWithCode(code: string): Promise<User> {
  return signedIn(await apiRequest<User>('/api/login/two-factor', { method: 'POST', body: { code } }));
}

export async function signUp(request: RegisterRequest): Promise<User> {
  return signedIn(await apiRequest<User>('/api/register', { method: 'POST', body: request }));
}

export async function signOut(): Promise<void> {
  await apiRequest('/api/logout', { method: 'POST' });
  await setSession(null);
}
