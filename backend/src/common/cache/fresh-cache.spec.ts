import { describe, expect, it } from '@jest/globals';
import { FreshCache } from './fresh-cache.js';

const counter = () => {
  let calls = 0;
  return { load: () => Promise.resolve(++calls), calls: () => calls };
};

describe('FreshCache', () => {
  it('loads once within the time to live, again after it or after clear()', async () => {
    let now = 1;
    const { load } = counter();
    const cache = new FreshCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 1500;
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('answers a stale value at once while one refresh runs, then the fresh one', async () => {
    let now = 1;
    const { load, calls } = counter();
    const cache = new FreshCache<number>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: () => now });
    await cache.get('a', load);
    now = 2001;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', load)).toBe(2);
    expect(calls()).toBe(2);
    now = 10_001;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares a load under way between callers, and forgets a failed one', async () => {
    const cache = new FreshCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow), cache.get('a', slow)])).toEqual([1, 1, 1]);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', slow)).toBe(2);
  });

  it('forgets the key asked for least recently when full', async () => {
    const { load } = counter();
    const cache = new FreshCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(4);
  });

  it('loads a deleted key again, and only that one', async () => {
    const { load } = counter();
    const cache = new FreshCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('a', load);
    await cache.get('b', load);
    cache.delete('a');
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('b', load)).toBe(2);
  });
});

describe('FreshCache, what lru-cache must not change', () => {
  it('keeps an undefined answer (a listing that does not exist) like any other', async () => {
    let calls = 0;
    const cache = new FreshCache<string | undefined>({ ttlMs: 60_000, maxEntries: 10 });
    const load = () => Promise.resolve((calls++, undefined));
    expect(await cache.get('a', load)).toBeUndefined();
    expect(await cache.get('a', load)).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('gives the callers of a load cleared meanwhile its value, and loads again after', async () => {
    const cache = new FreshCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    const during = cache.get('a', slow);
    cache.clear();
    expect(await during).toBe(1);
    expect(await cache.get('a', slow)).toBe(2);
  });

  it('keeps answering the stale value when its refresh fails, and fails once it is too old', async () => {
    let now = 1;
    const cache = new FreshCache<number>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: () => now });
    await cache.get('a', () => Promise.resolve(1));
    now = 2001;
    const down = () => Promise.reject(new Error('down'));
    expect(await cache.get('a', down)).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', down)).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    now = 10_001;
    await expect(cache.get('a', down)).rejects.toThrow('down');
  });
});
