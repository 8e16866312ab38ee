import { createContext, createElement, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import useSWR, { mutate } from 'swr';
import { SESSION_PATH, SIGNED_IN_HINT_COOKIE } from '../auth/rules.js';
import { cookieValue } from '../http/cookies.js';
import { apiRequest, createSwrFetcher } from '../http/fetcher.js';
import type { LoginRequest, RegisterRequest } from '../types/auth.js';
import type { TwoFactorChallenge } from '../types/two-factor.js';
import type { User } from '../types/user.js';
import { mergeBrowserFavourites } from './browser-favourites.js';
import { tellServiceWorker } from './service-worker.js';

const askSession = createSwrFetcher({ on401: 'returnNull' });

/** Whether this browser holds a signed-in session at all (the API's hint cookie): if not, there is nothing to ask. */
const mayBeSignedIn = (): boolean => typeof document !== 'undefined' && cookieValue(document.cookie, SIGNED_IN_HINT_COOKIE) !== undefined;

const sessionFetcher = (url: string): Promise<User | null> => (mayBeSignedIn() ? askSession<User>(url) : Promise.resolve(null));

/**
 * A browser without the hint cookie is signed out, known before any request: SWR's fallbackData,
 * never asked for. Unknown on the server, which draws every visitor alike.
 */
const knownSignedOut = (): boolean => typeof document !== 'undefined' && !mayBeSignedIn();

interface Session {
  user: User | null;
  isLoading: boolean;
}

const UNKNOWN: Session = { user: null, isLoading: true };
const SIGNED_OUT: Session = { user: null, isLoading: false };

/** The SWR entry of the session, or none (a null key) below the frame, which publishes it. */
function useSessionEntry(key: string | null): Session {
  const { data, error } = useSWR<User | null, unknown>(key, sessionFetcher, { fallbackData: knownSignedOut() ? null : undefined });
  return useMemo(() => (data ? { user: data, isLoading: false } : data === undefined && !error ? UNKNOWN : SIGNED_OUT), [data, error]);
}

/**
 * What the page was drawn with, as this browser can know it when it loads: a browser without the
 * hint cookie is signed out, any other may not be (the portal draws every visitor alike). A page is
 * hydrated with it, and then, for a member, drawn again with their session.
 */
const drawnWith: Session = knownSignedOut() ? SIGNED_OUT : UNKNOWN;
let published: Session = drawnWith;
const readers = new Set<() => void>();
const subscribe = (reader: () => void) => {
  readers.add(reader);
  return () => void readers.delete(reader);
};
function publish(session: Session): void {
  if (session === published) return;
  published = session;
  for (const reader of readers) reader();
}

const BelowTheFrame = createContext(false);

function PublishSession(): null {
  const session = useSessionEntry(SESSION_PATH);
  useLayoutEffect(() => publish(session), [session]);
  return null;
}

/**
 * The frame reads the session once, from SWR, and publishes it to every useSession below it.
 * SWR answers a hydration from its cache as it was before the key's first write, and every hook
 * writes its key when it mounts: an area's page hydrated after the frame, reading SWR itself, had
 * each reader of the session drawn again at once. A context holding the session instead would
 * throw the area's drawn page away whenever the session changed before the area's code arrived
 * (React then draws a dehydrated boundary anew). Hence a store, read as the page was drawn while
 * hydrating (README "The session handed down by the frame").
 */
export const SessionProvider = ({ children }: { children: ReactNode }) => createElement(BelowTheFrame.Provider, { value: true }, createElement(PublishSession), children);

/**
 * The session is the SWR entry of GET /api/user (docs/architecture.md §1). SWR and this module are
 * singletons across the areas, so signing in or out anywhere updates every area at once. Below the
 * frame's SessionProvider it is the frame's; an area run alone (its dev server) reads it itself.
 */
export function useSession(): Session {
  const belowTheFrame = useContext(BelowTheFrame);
  const own = useSessionEntry(belowTheFrame ? null : SESSION_PATH);
  const frame = useSyncExternalStore(
    subscribe,
    () => published,
    () => drawnWith,
  );
  return belowTheFrame ? frame : own;
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
  // What the service worker keeps for the account (its answers, its unsent messages) goes with it.
  await tellServiceWorker({ type: 'SIGNED_OUT' });
  await setSession(null);
}
