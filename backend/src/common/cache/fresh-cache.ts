import { LRUCache } from 'lru-cache';

export interface FreshCacheOptions {
  /** How long a value is served as it is. */
  ttlMs: number;
  /** After that, how much longer it is still served while one caller's load refreshes it. */
  staleMs?: number;
  /** Beyond this many, the entry asked for least recently is forgotten. */
  maxEntries: number;
  /** The clock, for tests (must not start at 0: lru-cache reads a start of 0 as "no time to live"). */
  now?: () => number;
}

type Load<T> = () => Promise<T>;

/**
 * Recent answers by key, on lru-cache. Callers asking while a load is running share it, so a burst
 * of identical searches costs one query; within `staleMs` after its time to live a value is
 * answered at once while one load refreshes it (and kept if that load fails), so nobody waits for
 * a slow recount; older than that, callers wait for a fresh one. A failed load is not remembered.
 * A clear() or delete() during a load lets its callers have the value but does not store it: it
 * was read before the write that cleared it.
 */
export class FreshCache<T> {
  // Boxed: lru-cache does not keep undefined, and "no such listing" is an answer worth keeping.
  private readonly lru: LRUCache<string, { value: T }, Load<T>>;

  constructor(private readonly options: FreshCacheOptions) {
    this.lru = new LRUCache<string, { value: T }, Load<T>>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      noDeleteOnStaleGet: true,
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
      // lru-cache otherwise reads the clock at most once a millisecond, which a test's clock defeats.
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  async get(key: string, load: Load<T>): Promise<T> {
    // Negative once stale (by that much); 0 when absent.
    const remaining = this.lru.getRemainingTTL(key);
    const servedStale = remaining < 0 && -remaining < (this.options.staleMs ?? 0);
    const boxed = await this.lru.fetch(key, { context: load, allowStale: servedStale, allowStaleOnFetchRejection: servedStale });
    return boxed!.value;
  }

  clear(): void {
    this.lru.clear();
  }

  /** This key's value is out of date: the next get() loads it. */
  delete(key: string): void {
    this.lru.delete(key);
  }
}
