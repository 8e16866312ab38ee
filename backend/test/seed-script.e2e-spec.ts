import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const SEED = fileURLToPath(new URL('../scripts/seed.mjs', import.meta.url));

/** `npm run seed -- --listings N`: what the benchmarks and a large demo stand on. */
describe('the seed script', () => {
  let database: TestDatabase;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
  });

  it('fills the database with listings the schema accepts, in every state, searchable', async () => {
    await promisify(execFile)(process.execPath, [SEED, '--listings', '600', '--owners', '5'], { env: { ...process.env, ...database.env } });
    testApp = await startApp(database.env);
    const [row] = await testApp.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'active')::int AS active, count(DISTINCT status)::int AS states, ` +
        `count(*) FILTER (WHERE search_text = '')::int AS unsearchable FROM properties`,
    );
    expect(row.total).toBe(600);
    expect(row.active).toBeGreaterThan(500);
    expect(row.states).toBeGreaterThan(1);
    expect(row.unsearchable).toBe(0);
  }, 120_000);

  it('writes the demo once when asked (--demo), never twice', async () => {
    const demo = await createTestDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'djelfa-seed-demo-'));
    try {
      const run = () =>
        promisify(execFile)(process.execPath, [SEED, '--demo'], {
          env: { ...process.env, ...demo.env, DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: 'a-test-secret-of-at-least-32-characters' },
        });
      await run();
      await run();
      const app = await startApp(demo.env);
      try {
        const [row] = await app.dataSource.query(
          `SELECT (SELECT count(*)::int FROM users WHERE email IN ('admin@djelfa-estates.dz', 'demo@djelfa-estates.dz')) AS accounts, ` +
            `(SELECT count(*)::int FROM properties) AS listings, (SELECT count(*)::int FROM properties WHERE status = 'active' AND images::text <> '[]') AS withPhotos`,
        );
        expect(row.accounts).toBe(2);
        expect(row.listings).toBe(40);
        expect(row.withphotos).toBeGreaterThan(20);
      } finally {
        await app.close();
      }
    } finally {
      await demo.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
