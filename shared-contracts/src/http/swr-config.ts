import type { SWRConfiguration } from 'swr';
import { swrFetcher } from './fetcher.js';

/**
 * SWR defaults for every area: no retry, no refetch on focus or reconnect, no
 * polling, and cached data is never considered stale. Fresh data comes from explicit
 * `mutate` calls after a write. One object, so that the shell and each remote's
 * standalone host configure the one shared SWR cache the same way.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
