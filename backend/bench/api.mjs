// `npm run bench -- api`: the listings API at 100,000 listings (BENCH_LISTINGS=1000000 for a
// million), on the embedded PostgreSQL 18 and then, when DATABASE_URL is set, on that server. Each
// gets a database of its own (bench-database.mjs), seeded; the original whole-list design is
// measured against the first; then the built backend is loaded from this machine: the bare
// endpoint (the calibration), the search mix, the long tail (long-tail.mjs) at a fixed share of the
// bare endpoint and at saturation, one listing, and a sample of different searches one at a time.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKEND_PACKAGES, ROOT, buildIfStale } from '../scripts/workspace.mjs';
import { startBackend } from './backend-process.mjs';
import { createBenchDatabase } from './bench-database.mjs';
import { fixedRate } from './fixed-rate.mjs';
import { formatRow, load } from './load.mjs';
import { serveWholeList, timeApi, timeOriginal } from './original-design.mjs';
import { listingVocabulary, longTailSearch } from './long-tail.mjs';
import { oneAtATime } from './one-at-a-time.mjs';
import { SAMPLE_SEARCH, SEARCH_PATHS } from './search-mix.mjs';

/**
 * The same scenarios measured before issue 15 (README, November 2026, 100,000 listings, this
 * machine): requests/s and p99 ms, printed beside each new figure.
 */
const BEFORE = {
  'search mix @ 500/s': [500, 91],
  'search mix @ saturation': [1055, 140],
  'one listing, returning visitor @ saturation': [594, 177],
};

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
/** Searches asked one at a time (BENCH_SAMPLE to change). */
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 10_000);

/**
 * The long tail's targets, as shares of the bare endpoint measured in the same run (machines of
 * this kind differ by up to 3×): saturation, and the p99 at a fixed rate; one at a time, none slower.
 */
const TARGETS = {
  100_000: { saturationShare: 0.25, fixedShare: 0.06, p99Ms: 50, oneAtATimeMs: 100 },
  1_000_000: { saturationShare: 0.08, fixedShare: 0.02, p99Ms: 200, oneAtATimeMs: 100 },
};
const percent = (share) => `${(share * 100).toFixed(1)} %`;
const mark = (met, target) => (met ? ` ✓ (target ${target})` : ` ✗ (target ${target})`);
const longTail = () => longTailSearch(vocabulary).path;
const mapTail = () => longTailSearch(vocabulary, Math.random, { endpoint: 'map' }).path;
const run = (args, env) => spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0 || process.exit(1);

buildIfStale(BACKEND_PACKAGES);
const { LISTING_TEXTS } = await import('../dist/properties/demo/listing-texts.js');
const vocabulary = listingVocabulary(LISTING_TEXTS);
const target = TARGETS[LISTINGS] ?? TARGETS[100_000];

// The embedded PostgreSQL 18 that `npm start` runs on, then DATABASE_URL's server when set (CI's
// PostgreSQL 15 is the oldest supported): the same scenarios on each. An empty address is the embedded one.
const servers = ['', ...(process.env.DATABASE_URL?.trim() ? [process.env.DATABASE_URL.trim()] : [])];
const reports = [];
for (const [at, server] of servers.entries()) reports.push(await benchOn(server, at === 0));
console.log(`\n${reports.join('\n\n')}`);

async function benchOn(serverUrl, withOriginal) {
  const database = await createBenchDatabase(serverUrl);
  let app;
  try {
    run(['backend/scripts/seed.mjs', '--listings', String(LISTINGS)], database.env);
    // The design this replaces cannot serve a million listings at all: the list is over 1 GB of JSON.
    const original = withOriginal && LISTINGS <= 200_000 ? await measureOriginal(database.env) : null;
    app = await startBackend(database.env);
    const { base } = app;

    const api = await timeApi(base, SAMPLE_SEARCH);
    const ids = (await (await fetch(`${base}/api/properties?sort=views&pageSize=50`)).json()).map(({ id }) => `/api/properties/${id}`);
    const cookie = (await fetch(`${base}/api/csrf-token`)).headers.getSetCookie()[0].split(';')[0];
    for (const path of [...SEARCH_PATHS, ...ids]) await fetch(base + path, { headers: { cookie } });
    // A first run, not reported: V8 optimises the hot code and PostgreSQL loads the indexes.
    await load(base, SEARCH_PATHS, { connections: 20, durationSeconds: 5 });
    await load(base, longTail, { connections: 20, durationSeconds: 5 });

    const cycle = (paths) => (n) => paths[n % paths.length];
    // The calibration: what this machine serves through the same stack (middleware, logging) when
    // the handler does nothing. Figures of two runs compare only beside theirs (README, Performance).
    const bare = await load(base, ['/api/health/live'], { connections: 50 });
    const tailRate = Math.max(1, Math.round(bare.requestsPerSecond * target.fixedShare));
    const tailAtRate = await fixedRate(base, longTail, { rate: tailRate });
    const tailSaturated = await load(base, longTail, { connections: 50 });
    const rows = [
      ['bare endpoint (/api/health/live): calibration', bare],
      ['search mix', await fixedRate(base, cycle(SEARCH_PATHS), { rate: 500 })],
      ['search mix', await load(base, SEARCH_PATHS, { connections: 50 })],
      [`search long tail (every filter drawn on its own), ${percent(target.fixedShare)} of the bare endpoint`, tailAtRate],
      ['search long tail (every filter drawn on its own)', tailSaturated],
      ['map markers, the long tail’s filters (/api/properties/map, up to 2,000 points)', await load(base, mapTail, { connections: 50 })],
      ['one listing, returning visitor', await fixedRate(base, cycle(ids), { rate: 500, headers: { cookie } })],
      ['one listing, returning visitor', await load(base, ids, { connections: 50, headers: { cookie } })],
      ['one listing, new visitor each time', await fixedRate(base, cycle(ids), { rate: 500 })],
    ];
    const sample = await oneAtATime(base, vocabulary, { count: SAMPLE, limitMs: target.oneAtATimeMs });
    const figures = await app.metrics();
    const apiProcess = {
      indexListings: figures['search_index_slots{state="live"}'],
      indexBuildSeconds: figures.search_index_build_seconds,
      rssMb: Math.round(figures.process_resident_memory_bytes / 2 ** 20),
      heapMb: Math.round(figures.nodejs_heap_size_used_bytes / 2 ** 20),
      peakMb: await app.peakMemoryMb(),
    };
    const share = tailSaturated.requestsPerSecond / bare.requestsPerSecond;
    const before = ([name, figures]) => BEFORE[`${name} @ ${figures.rate === 'saturation' ? 'saturation' : `${figures.rate}/s`}`];
    const report = [
      `API at ${LISTINGS} listings, ${database.kind}; load generated on the same machine, 10 s a run (fixed rate: evenly spaced requests; saturation: autocannon)`,
      '| Scenario | Load | Requests/s | p50 ms | p97.5 ms | p99 ms | Errors | Before issue 15 (100,000 listings): req/s, p99 ms |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map((row) => `${formatRow(...row)} ${before(row) ? `${before(row)[0]}, ${before(row)[1]}` : '—'} |`),
      '',
      `Long tail at saturation: ${percent(share)} of the bare endpoint${mark(share >= target.saturationShare, `≥ ${percent(target.saturationShare)}`)}`,
      `Long tail at ${tailRate}/s (${percent(target.fixedShare)} of the bare endpoint): p99 ${tailAtRate.p99} ms${mark(tailAtRate.p99 <= target.p99Ms && tailAtRate.errors === 0, `≤ ${target.p99Ms} ms`)}`,
      `One at a time, ${sample.count} different searches: p50 ${sample.p50} ms, p99 ${sample.p99} ms, slowest ${sample.max} ms; ${sample.over} past ${sample.limitMs} ms${mark(sample.over === 0, 'none')}`,
      `Search index: ${apiProcess.indexListings} listings, built in ${apiProcess.indexBuildSeconds.toFixed(1)} s at start; the API process after the runs: ${apiProcess.rssMb} MB resident (${apiProcess.peakMb} MB at most), ${apiProcess.heapMb} MB of V8 heap in use`,
      'The five slowest:',
      ...sample.slowest.map(({ ms, shape, path }) => `- ${ms} ms: ${shape} (${path})`),
      '',
      `First result page of ${JSON.stringify(SAMPLE_SEARCH)}:`,
      original
        ? `- original design (download every active listing, filter in the client): ${(original.bytes / 1e6).toFixed(1)} MB (${(original.gzipBytes / 1e6).toFixed(1)} MB gzip), ${Math.round(original.ms)} ms`
        : withOriginal
          ? '- original design (download every active listing, filter in the client): cannot be served at this size (over 1 GB of JSON)'
          : '- original design: measured on the first database only',
      `- server-side search: ${(api.bytes / 1e3).toFixed(1)} KB (${(api.gzipBytes / 1e3).toFixed(1)} KB gzip), ${api.ms.toFixed(1)} ms`,
    ].join('\n');
    await mkdir(join(ROOT, 'bench-results'), { recursive: true });
    await writeFile(
      join(ROOT, 'bench-results', `api-${database.kind.split(' ')[0].toLowerCase()}-${LISTINGS}.json`),
      JSON.stringify({ rows, share, sample, process: apiProcess, original, api }, null, 2),
    );
    return report;
  } finally {
    await app?.stop();
    await database.drop();
  }
}

/** Before the app starts: the embedded database admits one process at a time. */
async function measureOriginal(dbEnv) {
  const { openDataSource } = await import('../dist/database/app-data-source.js');
  const { dataSourceOptions } = await import('../dist/database/data-source-options.js');
  const { databaseConfig } = await import('../dist/config/database.config.js');
  const { propertyJson } = await import('../dist/properties/property-json.js');
  const options = dataSourceOptions(databaseConfig({ ...process.env, ...dbEnv })(), 'production');
  const dataSource = await openDataSource({ ...options, entities: [], logging: ['error'] });
  try {
    const server = await serveWholeList(dataSource, propertyJson);
    try {
      return await timeOriginal(server.url, SAMPLE_SEARCH);
    } finally {
      await server.close();
    }
  } finally {
    await dataSource.destroy();
  }
}
