// `npm run bench -- deploy-stack`: the pages as the compose stack serves them — Caddy over TLS in
// front of two API instances that draw them from the front ends' nginx servers
// (backend/test/support/deploy-stack.ts) — beside the same site run as `npm start` (one process,
// plain HTTP), on one database of BENCH_LISTINGS listings. Each is loaded at saturation with the
// visitors' page mix (the home page, result pages of the long tail with every filter drawn on its
// own, listings), after the bare endpoint through the same door: the calibration of this run.
// The load is generated on the same machine, which the stack's processes share with it.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { BACKEND_PACKAGES, ROOT, buildIfStale } from '../scripts/workspace.mjs';
import { load } from './load.mjs';
import { listingVocabulary, longTailSearch } from './long-tail.mjs';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = 20;
const BARE_ENDPOINT = '/api/health/live';
// What a phone's browser sends for a page: the HTML, compressed, in Arabic (no cookie yet).
const HEADERS = {
  accept: 'text/html',
  'accept-encoding': 'gzip',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

buildIfStale(BACKEND_PACKAGES);
// The stack is the deploy test's own (TypeScript of the test suite, read as jest reads it).
const jiti = createJiti(import.meta.url);
const { startDeployStack } = await jiti.import('../test/support/deploy-stack.ts');
const { startSite } = await jiti.import('../test/support/running-site.ts');
const { LISTING_TEXTS } = await import('../dist/properties/demo/listing-texts.js');
const vocabulary = listingVocabulary(LISTING_TEXTS);

/** One visitor's page: a result page half the time and more, as the search page's own URL has it. */
function visitorPage() {
  const draw = Math.random();
  if (draw < 0.15) return '/';
  if (draw < 0.75) return longTailSearch(vocabulary).path.replace('/api/properties?', '/search?');
  return `/property/${1 + Math.floor(Math.random() * LISTINGS)}`;
}

// Caddy's certificate is from its own local authority, as in the stack's tests.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const stack = await startDeployStack({}, async (env) => {
  const seeded = spawnSync(process.execPath, ['backend/scripts/seed.mjs', '--listings', String(LISTINGS)], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (seeded.status !== 0) throw new Error('Seeding failed.');
});
let portal;
try {
  // npm start's way: every build read from its folder, the pages drawn by the one process.
  const settings = Object.fromEntries(Object.entries(stack.apiEnv).filter(([name]) => !/^(SHELL|REMOTE)_BUILD_URL/.test(name)));
  portal = await startSite(stack.apiEnv.DATA_DIR, settings);
  const results = {};
  for (const [name, base] of [
    ['npm start (one process, HTTP)', portal.url],
    // The drawing alone, without the proxy's TLS: the same answer as npm start's for the same work.
    ['one compose instance, asked directly (HTTP)', stack.api[0].url],
    ['compose stack through Caddy (TLS, 2 instances)', stack.url],
  ]) {
    await load(base, visitorPage, { connections: CONNECTIONS, headers: HEADERS, durationSeconds: 3 });
    const bare = await load(base, [BARE_ENDPOINT], { connections: CONNECTIONS, headers: HEADERS });
    const pages = await load(base, visitorPage, { connections: CONNECTIONS, headers: HEADERS });
    results[name] = { bare, pages };
  }
  // The calibration: npm start's bare endpoint in this run (machines of this kind differ by up to 3×).
  const calibration = Object.values(results)[0].bare.requestsPerSecond;
  const rows = Object.entries(results).map(
    ([name, { bare, pages }]) =>
      `| ${name} | ${bare.requestsPerSecond} | ${pages.requestsPerSecond} | ${((pages.requestsPerSecond / calibration) * 100).toFixed(1)} % | ${pages.p50} | ${pages.p99} | ${pages.non2xx + pages.errors} |`,
  );
  console.log(
    [
      `\nThe visitors' page mix at saturation (${CONNECTIONS} connections, 10 s), ${LISTINGS} listings; load generated on the same machine`,
      `| Setup | Bare endpoint req/s | Pages req/s | Pages ÷ npm start's bare endpoint | p50 ms | p99 ms | Not 2xx (listings not public) or errors |`,
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  await writeFile(join(ROOT, 'bench-results', 'deploy-stack.json'), JSON.stringify(results, null, 2));
} finally {
  if (portal && portal.process.exitCode === null) {
    portal.process.kill('SIGTERM');
    await portal.exited;
  }
  await stack.close();
}
