// `npm run bench -- concurrency`: 200 visitors searching at once (autocannon, 200 connections,
// the search mix), on the embedded default as `npm start` runs it, and the same on DATABASE_URL's
// server when one is set. Goal: p99 ≤ 200 ms on the embedded default.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKEND_PACKAGES, ROOT, buildIfStale } from '../scripts/workspace.mjs';
import { startBackend } from './backend-process.mjs';
import { createBenchDatabase } from './bench-database.mjs';
import { formatRow, load } from './load.mjs';
import { SEARCH_PATHS } from './search-mix.mjs';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = 200;
const GOAL_P99_MS = 200;

buildIfStale(BACKEND_PACKAGES);

/** Seeds a database of its own, starts the backend on it, warms it, then loads it. */
async function measure(serverUrl) {
  const database = await createBenchDatabase(serverUrl);
  let backend;
  try {
    const seeded = spawnSync(process.execPath, ['backend/scripts/seed.mjs', '--listings', String(LISTINGS)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...database.env },
    });
    if (seeded.status !== 0) throw new Error('Seeding failed.');
    backend = await startBackend(database.env);
    // Not reported: V8 optimises the hot code, PostgreSQL reads the indexes in.
    await load(backend.base, SEARCH_PATHS, { connections: CONNECTIONS, durationSeconds: 5 });
    return { kind: database.kind, figures: await load(backend.base, SEARCH_PATHS, { connections: CONNECTIONS }) };
  } finally {
    await backend?.stop();
    await database.drop();
  }
}

const runs = [await measure('')];
if (process.env.DATABASE_URL?.trim()) runs.push(await measure(process.env.DATABASE_URL.trim()));
const report = [
  `${CONNECTIONS} visitors searching at once, ${LISTINGS} listings, 10 s (autocannon at saturation, the search mix), load generated on the same machine`,
  '| Database | Load | Requests/s | p50 ms | p97.5 ms | p99 ms | Errors |',
  '|---|---|---|---|---|---|---|',
  ...runs.map(({ kind, figures }) => formatRow(kind, figures)),
  '',
  ...runs.map(({ kind, figures }) => `${kind}: p99 ${figures.p99} ms (goal ≤ ${GOAL_P99_MS} ms) ${figures.p99 <= GOAL_P99_MS ? '✓' : '✗'}`),
  ...(runs.length === 1 ? ['(Set DATABASE_URL to a PostgreSQL server to measure it beside the embedded default.)'] : []),
].join('\n');
console.log(`\n${report}`);
await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results', 'concurrency.json'), JSON.stringify(runs, null, 2));
