// `npm run bench -- instances`: the search mix at saturation on one API instance, then on two
// instances of the same database side by side (each loaded by half the connections, as a proxy
// would share them). On a server when DATABASE_URL is set, else the first instance's embedded
// database, which the second reaches by its address.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BACKEND_PACKAGES, ROOT, buildIfStale } from '../scripts/workspace.mjs';
import { startBackend } from './backend-process.mjs';
import { createBenchDatabase } from './bench-database.mjs';
import { load } from './load.mjs';
import { SEARCH_PATHS } from './search-mix.mjs';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = 50;

buildIfStale(BACKEND_PACKAGES);

/** The instances loaded together; their requests/s summed, the worst p99 kept. */
async function together(bases) {
  const runs = await Promise.all(bases.map((base) => load(base, SEARCH_PATHS, { connections: Math.round(CONNECTIONS / bases.length) })));
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
  };
}

/** Where the first instance's database really is: its own address when it is the embedded one. */
async function databaseUrlOf(env) {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const { stdout } = spawnSync(process.execPath, ['backend/scripts/database-url.mjs'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  return stdout.trim();
}

const database = await createBenchDatabase();
const secondData = await mkdtemp(join(tmpdir(), 'djelfa-bench-second-'));
const started = [];
try {
  const seeded = spawnSync(process.execPath, ['backend/scripts/seed.mjs', '--listings', String(LISTINGS)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...database.env },
  });
  if (seeded.status !== 0) throw new Error('Seeding failed.');
  const first = await startBackend(database.env);
  started.push(first);
  await load(first.base, SEARCH_PATHS, { connections: CONNECTIONS, durationSeconds: 5 });
  const one = await together([first.base]);
  const url = await databaseUrlOf(database.env);
  await new pg.Client({ connectionString: url }).connect().then((client) => client.end()); // reachable, or the bench says so now
  const second = await startBackend({ DATABASE_URL: url, DATA_DIR: secondData });
  started.push(second);
  await load(second.base, SEARCH_PATHS, { connections: CONNECTIONS, durationSeconds: 5 });
  const two = await together([first.base, second.base]);
  const report = [
    `The search mix at saturation (${CONNECTIONS} connections, 10 s), ${LISTINGS} listings, ${database.kind}; load generated on the same machine`,
    '| Instances | Requests/s | p99 ms | Errors |',
    '|---|---|---|---|',
    `| 1 | ${one.requestsPerSecond} | ${one.p99} | ${one.errors} |`,
    `| 2 | ${two.requestsPerSecond} | ${two.p99} | ${two.errors} |`,
  ].join('\n');
  console.log(`\n${report}`);
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  await writeFile(join(ROOT, 'bench-results', 'instances.json'), JSON.stringify({ one, two }, null, 2));
} finally {
  for (const backend of started.reverse()) await backend.stop();
  await database.drop();
  await rm(secondData, { recursive: true, force: true });
}
