import { mutate } from 'swr';

/**
 * After a write: every cached read whose URL starts with one of `prefixes` is dropped and asked
 * again. Dropped, not only revalidated: the site's SWR settings never refetch cached data on
 * mount, and pages that mount later must show the change.
 */
export const dropCached = (...prefixes: string[]) =>
  mutate(
    (key) => {
      const url: unknown = Array.isArray(key) ? key[0] : key;
      return typeof url === 'string' && prefixes.some((prefix) => url.startsWith(prefix));
    },
    undefined,
    { revalidate: true },
  );
