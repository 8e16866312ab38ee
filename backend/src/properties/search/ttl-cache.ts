export interface TtlCacheOptions {
  /** How long a value is served as it is. */
  ttlMs: number;
  /** After that, how much longer it is still served while one caller's load refreshes it. */
  staleMs?: number;
  /** Beyond this many, the entry asked for least recently is forgotten. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  loadedAt: number;
  refreshing: boolean;
}

/**
 * Recent answers by key. Callers asking while a load is running share it, so a burst of
 * identical searches costs one query; a stale value is answered at once while it refreshes,
 * so nobody waits for a slow recount. A failed load is not remembered.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.loadedAt : Infinity;
    // Asked again: now the newest, so that a flood of one-off searches does not push it out.
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    if (entry && age < this.options.ttlMs) return entry.value;
    if (entry && age < this.options.ttlMs + (this.options.staleMs ?? 0)) {
      if (!entry.refreshing) {
        entry.refreshing = true;
        const fresh = load();
        // Stored only if nothing replaced or cleared the entry meanwhile (a write clears the cache).
        fresh.then(() => this.entries.get(key) === entry && this.store(key, fresh), () => (entry.refreshing = false));
      }
      return entry.value;
    }
    const value = load();
    this.store(key, value);
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** This key's value is out of date: the next get() loads it. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  private store(key: string, value: Promise<T>): void {
    // Map keeps insertion order: the first key is the one asked for least recently.
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, loadedAt: this.now(), refreshing: false });
  }
}
