import { SESSION_PATH, WORKER_CACHES } from 'shared-contracts/offline';
import type { WorkboxPlugin } from 'workbox-core';

/** The account whose answers the worker keeps: the id in the session's answer it kept last. */
export async function keptAccount(): Promise<number | null> {
  const session = await (await caches.open(WORKER_CACHES.account)).match(SESSION_PATH, { ignoreVary: true });
  return session ? (((await session.json()) as { id?: number }).id ?? null) : null;
}

/** Who is signed in on this browser now, as the API says; undefined when it cannot be asked. */
export async function signedInAccount(): Promise<number | null | undefined> {
  const response = await fetch(SESSION_PATH, { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => null);
  if (response?.status === 401) return null;
  if (!response?.ok) return undefined;
  return ((await response.json()) as { id: number }).id;
}

/** The account's answers, when its session is over on this browser. */
export const forgetAccount = (): Promise<boolean> => caches.delete(WORKER_CACHES.account);

/**
 * Another account's session, or none, on the API's word: what was kept for the one before goes,
 * before anything of the new one is kept — also when the session ended without a sign-out, or in
 * a tab long closed.
 */
export const oneAccountOnly: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (new URL(request.url).pathname !== SESSION_PATH) return response;
    const now = response.status === 401 ? null : response.ok ? ((await response.clone().json()) as { id: number }).id : undefined;
    if (now !== undefined && now !== (await keptAccount())) await forgetAccount();
    return response;
  },
};
