import useSWR, { mutate } from 'swr';
import { SESSION_PATH } from '../auth/rules.js';
import { apiRequest, createSwrFetcher } from '../http/fetcher.js';
import type { LoginRequest, RegisterRequest } from '../types/auth.js';
import type { User } from '../types/user.js';

const sessionFetcher = createSwrFetcher({ on401: 'returnNull' });

/**
 * The session is the SWR entry of GET /api/user (ARCHITECTURE.md §1). SWR and this module are
 * singletons across the areas, so signing in or out anywhere updates every area at once.
 */
export function useSession(): { user: User | null; isLoading: boolean } {
  const { data, error } = useSWR<User | null>(SESSION_PATH, sessionFetcher);
  return { user: data ?? null, isLoading: data === undefined && !error };
}

const setSession = (user: User | null) => mutate(SESSION_PATH, user, { revalidate: false });

export async function signIn(request: LoginRequest): Promise<User> {
  const user = await apiRequest<User>('/api/login', { method: 'POST', body: request });
  await setSession(user);
  return user;
}

export async function signUp(request: RegisterRequest): Promise<User> {
  const user = await apiRequest<User>('/api/register', { method: 'POST', body: request });
  await setSession(user);
  return user;
}

export async function signOut(): Promise<void> {
  await apiRequest('/api/logout', { method: 'POST' });
  await setSession(null);
}
