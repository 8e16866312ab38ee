// Searches of the long tail asked one at a time, each different, so that nothing is cached and
// nothing queues: what one visitor waits for. The slowest say which shapes of search the design
// serves badly.
import { percentile } from './fixed-rate.mjs';
import { longTailSearch } from './long-tail.mjs';

/** `{ count, p50, p99, max, over, slowest }` of `count` searches: `over` those past `limitMs`, `slowest` the five slowest with their shape and path. */
export async function oneAtATime(base, vocabulary, { count, limitMs }) {
  const timings = [];
  for (let n = 0; n < count; n += 1) {
    const { path, shape } = longTailSearch(vocabulary);
    const started = performance.now();
    const response = await fetch(base + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} for ${decodeURIComponent(path)}`);
    timings.push({ ms: performance.now() - started, shape, path });
  }
  const sorted = timings.map(({ ms }) => ms).sort((a, b) => a - b);
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5);
  return {
    count,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    limitMs,
    over: sorted.filter((ms) => ms > limitMs).length,
    slowest: slowest.map(({ ms, shape, path }) => ({ ms: Math.round(ms * 10) / 10, shape, path: decodeURIComponent(path) })),
  };
}
