import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import request from 'supertest';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { migrations } from '../src/database/migrations/index.js';
import { startApp, startTestApp, type TestApp } from './support/test-app.js';
import { scratchDatabases } from './support/test-database.js';

const MIGRATE = fileURLToPath(new URL('../scripts/migrate.mjs', import.meta.url));
const SCHEMA_TYPES = fileURLToPath(new URL('../../node_modules/kysely-codegen/dist/cli/bin.js', import.meta.url));
const SCHEMA_FILE = fileURLToPath(new URL('../src/database/schema.ts', import.meta.url));

/** Schema changes happen once, under a lock: never two instances at it together, never an instance on an older schema. */
describe('migrations when several instances start', () => {
  let server: TestApp;
  let databases: ReturnType<typeof scratchDatabases>;
  beforeAll(async () => {
    // A PostgreSQL server to make empty databases on: the tests' server, or an embedded one.
    server = await startTestApp();
    databases = scratchDatabases((server.dataSource.options as PostgresDataSourceOptions).url!, 'djelfa_migrations');
  });
  afterAll(async () => {
    await databases?.dropAll();
    await server?.close();
  });

  /** An empty database on that server, and the environment of an instance using it. */
  async function emptyDatabase(extra: Record<string, string> = {}) {
    return { ...(await databases.create()), ...extra };
  }

  it('two instances starting together on an empty database both start, the migrations run once', async () => {
    const env = await emptyDatabase();
    const [a, b] = await Promise.all([startApp(env), startApp(env)]);
    try {
      const [{ runs }] = await a.dataSource.query('SELECT count(*)::int AS runs FROM migrations');
      expect(runs).toBe(migrations.length);
      await request(a.server).get('/api/health').expect(200);
      await request(b.server).get('/api/health').expect(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('with MIGRATE_AT_START=false an instance refuses an older schema, and starts once `npm run migrate` ran', async () => {
    const env = await emptyDatabase({ MIGRATE_AT_START: 'false' });
    await expect(startApp(env)).rejects.toThrow(/npm run migrate/);
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [MIGRATE], { env: { ...process.env, ...env, NODE_ENV: 'test' } });
    expect(`${stdout}${stderr}`).toContain(`Ran ${migrations.length} migration(s)`);
    const again = await promisify(execFile)(process.execPath, [MIGRATE], { env: { ...process.env, ...env, NODE_ENV: 'test' } });
    expect(`${again.stdout}${again.stderr}`).toContain('The database was up to date.');
    const app = await startApp(env);
    try {
      await request(app.server).get('/api/health').expect(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it("the SQL builder's schema types (src/database/schema.ts) are those the migrations make", async () => {
    // The test app's database is migrated: kysely-codegen compares what it reads there with the file.
    const url = (server.dataSource.options as PostgresDataSourceOptions).url!;
    const run = promisify(execFile)(process.execPath, [
      SCHEMA_TYPES,
      '--verify',
      '--dialect',
      'postgres',
      '--include-pattern',
      'public.*',
      '--out-file',
      SCHEMA_FILE,
      '--url',
      url,
    ]);
    await expect(run).resolves.toBeDefined();
  }, 60_000);
});
