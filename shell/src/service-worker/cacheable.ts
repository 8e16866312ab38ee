import type { WorkboxPlugin } from 'workbox-core';

type Kind = 'public' | 'private' | 'any';

const directives = (response: Response): string[] => (response.headers.get('Cache-Control') ?? '').toLowerCase().split(/\s*,\s*/);

/**
 * Whether the worker may keep a whole answer (200) as its server said: never a `no-store` one (a
 * private answer of the API, a listing seen by its owner), and in a cache of `kind` only
 * `private` answers or only public ones, so that what belongs to the account stays where sign-out
 * empties it.
 */
export function mayKeep(response: Response, kind: Kind): boolean {
  if (response.status !== 200) return false;
  const said = directives(response);
  return !said.includes('no-store') && (kind === 'any' || said.includes('private') === (kind === 'private'));
}

/** mayKeep, for a Workbox strategy's cache. */
export const keepWhenAllowed = (kind: Kind): WorkboxPlugin => ({ cacheWillUpdate: ({ response }) => Promise.resolve(mayKeep(response, kind) ? response : null) });
