import { describe, expect, it } from '@jest/globals';
import { swrFetcher } from './fetcher.js';
import { swrConfig } from './swr-config.js';

describe('swrConfig', () => {
  it('never retries, refetches or polls on its own', () => {
    expect(swrConfig).toEqual({
      fetcher: swrFetcher,
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      refreshInterval: 0,
    });
  });
});
