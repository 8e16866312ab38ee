import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
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
});
