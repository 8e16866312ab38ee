import type { WorkboxPlugin } from 'workbox-core';

const directives = (response: Response): string[] => (response.headers.get('Cache-Control') ?? '').toLowerCase().split(/\s*,\s*/);

/**
 * Keeps a whole answer (200) that its server lets a cache keep: never a `no-store` one (a private
 * answer of the API, a listing seen by its owner), and in `cache` only `private` answers or only
 * public ones, so that what belongs to the account stays where sign-out empties it.
 */
export function keepWhenAllowed(kind: 'public' | 'private' | 'any'): WorkboxPlugin {
  const allowed = (response: Response): boolean => {
    if (response.status !== 200) return false;
    const said = directives(response);
    return !said.includes('no-store') && (kind === 'any' || said.includes('private') === (kind === 'private'));
  };
  return { cacheWillUpdate: ({ response }) => Promise.resolve(allowed(response) ? response : null) };
}
