// `npm run bench -w backend`: the API at 100,000 listings. Seeds a database of its own (see
// bench-database.mjs), measures the original whole-list design against it, then starts the built
// backend and loads it with autocannon: search (a mix of filters, keywords and sorts) and one listing.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKEND_PACKAGES, ROOT, buildIfStale } from '../scripts/workspace.mjs';
import { startBackend } from './backend-process.mjs';
import { createBenchDatabase } from './bench-database.mjs';
import { fixedRate } from './fixed-rate.mjs';
import { formatRow, load } from './load.mjs';
import { serveWholeList, timeApi, timeOriginal } from './original-design.mjs';
import { randomSearchPath, SAMPLE_SEARCH, SEARCH_PATHS } from './search-mix.mjs';
import { slowestShape } from './slowest-shape.mjs';

/**
 * The same scenarios measured before issue 15 (README, November 2026, 100,000 listings, this
 * machine): requests/s and p99 ms, printed beside each new figure.
 */
const BEFORE = {
  'search mix @ 500/s': [500, 91],
  'search mix @ saturation': [1055, 140],
  'search long tail (all different) @ 250/s': [250, 2984],
  'search long tail (all different) @ saturation': [213, 340],
  'one listing, returning visitor @ saturation': [594, 177],
};

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const run = (args, env) => spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0 || process.exit(1);

buildIfStale(BACKEND_PACKAGES);
const database = await createBenchDatabase();
let app;
try {
  run(['backend/scripts/seed.mjs', '--listings', String(LISTINGS)], database.env);
  // The design this replaces cannot serve a million listings at all: the list is over 1 GB of JSON.
  const original = LISTINGS <= 200_000 ? await measureOriginal(database.env) : null;
  app = await startBackend(database.env);
  const { base } = app;

  const api = await timeApi(base, SAMPLE_SEARCH);
  const ids = (await (await fetch(`${base}/api/properties?sort=views&pageSize=50`)).json()).map(({ id }) => `/api/properties/${id}`);
  const cookie = (await fetch(`${base}/api/csrf-token`)).headers.getSetCookie()[0].split(';')[0];
  for (const path of [...SEARCH_PATHS, ...ids]) await fetch(base + path, { headers: { cookie } });
  // A first run, not reported: V8 optimises the hot code and PostgreSQL loads the indexes.
  await load(base, SEARCH_PATHS, { connections: 20, durationSeconds: 5 });

  const cycle = (paths) => (n) => paths[n % paths.length];
  const rows = [
    // The calibration: what this machine serves through the same stack (middleware, logging) when
    // the handler does nothing. Figures of two runs compare only beside theirs (README, Performance).
    ['bare endpoint (/api/health/live): calibration', await load(base, ['/api/health/live'], { connections: 50 })],
    ['search mix', await fixedRate(base, cycle(SEARCH_PATHS), { rate: 500 })],
    ['search mix', await load(base, SEARCH_PATHS, { connections: 50 })],
    ['search long tail (all different)', await fixedRate(base, randomSearchPath, { rate: 250 })],
    ['search long tail (all different)', await load(base, randomSearchPath, { connections: 50 })],
    ['one listing, returning visitor', await fixedRate(base, cycle(ids), { rate: 500, headers: { cookie } })],
    ['one listing, returning visitor', await load(base, ids, { connections: 50, headers: { cookie } })],
    ['one listing, new visitor each time', await fixedRate(base, cycle(ids), { rate: 500 })],
  ];
  const slowest = await slowestShape(base);
  const before = ([name, figures]) => BEFORE[`${name} @ ${figures.rate === 'saturation' ? 'saturation' : `${figures.rate}/s`}`];
  const report = [
    `API at ${LISTINGS} listings, ${database.kind}; load generated on the same machine, 10 s a run (fixed rate: evenly spaced requests; saturation: autocannon)`,
    '| Scenario | Load | Requests/s | p50 ms | p97.5 ms | p99 ms | Errors | Before issue 15 (100,000 listings): req/s, p99 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `${formatRow(...row)} ${before(row) ? `${before(row)[0]}, ${before(row)[1]}` : '—'} |`),
    '',
    `Slowest of ${slowest.shapes} search shapes (every optional filter present or not, every sort; 40 fresh searches each, one at a time): ${slowest.shape}, p99 ${slowest.p99} ms`,
    '',
    `First result page of ${JSON.stringify(SAMPLE_SEARCH)}:`,
    original
      ? `- original design (download every active listing, filter in the client): ${(original.bytes / 1e6).toFixed(1)} MB (${(original.gzipBytes / 1e6).toFixed(1)} MB gzip), ${Math.round(original.ms)} ms`
      : '- original design (download every active listing, filter in the client): cannot be served at this size (over 1 GB of JSON)',
    `- server-side search: ${(api.bytes / 1e3).toFixed(1)} KB (${(api.gzipBytes / 1e3).toFixed(1)} KB gzip), ${api.ms.toFixed(1)} ms`,
  ].join('\n');
  console.log(`\n${report}`);
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  await writeFile(join(ROOT, 'bench-results', `api-${database.kind.split(' ')[0].toLowerCase()}-${LISTINGS}.json`), JSON.stringify({ rows, original, api, slowest }, null, 2));
} finally {
  await app?.stop();
  await database.drop();
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
