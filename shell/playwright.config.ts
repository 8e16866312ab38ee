import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLOW, SITE } from 'test-support';

// Browser tests run against the built portal (`npm run build` first), on a fresh embedded
// database, in Debian's Chromium: Playwright's own browser download cannot run here.
const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const chromium = CHROMIUM_CANDIDATES.find((path): path is string => !!path && existsSync(path));
if (!chromium) {
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: sudo apt-get install -y chromium) ' + 'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}

const FLOW_TAG = new RegExp(FLOW);
const SITE_TAG = new RegExp(SITE);

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The maps' tiles, served blank by a server of the tests' own: no test reaches the network.
const TILES_PORT = PORT + 1;

// Made once by the runner and inherited by its workers (which load this file too): the tests
// read the site's mail outbox from this database (test-support/mail.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'djelfa-e2e-'));

export default defineConfig({
  // The shell's tests and each area's own (mfe-*/e2e), all against the one portal.
  testDir: '..',
  testMatch: ['shell/e2e/**/*.spec.ts', 'mfe-*/e2e/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  // A test that fails once is a defect to fix, not to run again.
  retries: 0,
  // A test's time follows from what it does, set here once per kind (test-support/kinds.ts tags them):
  // five times or more what the kind's longest test took on a 2-core machine with one core kept
  // busy (a page 10 s, a flow 35 s, a site with its build 25 s + its start; README, "The test
  // suite's time"), as a slower machine of the same kind needs. An expectation waits as long as
  // one step of that kind can: a page's answer, an upload's processing, a site's start.
  projects: [
    { name: 'pages', grepInvert: [FLOW_TAG, SITE_TAG], timeout: 60_000, expect: { timeout: 15_000 } },
    { name: 'flows', grep: FLOW_TAG, timeout: 180_000, expect: { timeout: 30_000 } },
    { name: 'sites', grep: SITE_TAG, timeout: 300_000, expect: { timeout: 60_000 } },
  ],
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // A trace records every action of every test to keep the failing ones: on CI, where nobody
    // opens them (only the run's output is read), that recording cost minutes.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The site's service worker serves what it kept: only the tests of the app offline let it in
    // (test.use({ serviceWorkers: 'allow' })), so that no other test reads a page kept by an earlier one.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: 'node ../test-support/blank-tiles.mjs',
      url: `http://127.0.0.1:${TILES_PORT}/health`,
      reuseExistingServer: false,
      env: { TILES_PORT: String(TILES_PORT) },
    },
    {
      command: 'node ../backend/dist/main.js',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Stopped as a deploy stops it, so that it stops its embedded PostgreSQL too.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATABASE_URL: '', // the embedded database, in a folder of its own: never the developer's data
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEMO_ACCOUNTS: 'true',
        // Every test signs in from 127.0.0.1; the per-IP limit itself is covered by the API tests.
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        MAP_TILES_URL: `http://127.0.0.1:${TILES_PORT}/{z}/{x}/{y}.png`,
      },
    },
  ],
});
