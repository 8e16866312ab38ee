// A database of the benchmark's own: on DATABASE_URL's server when set (created with a UTF-8
// locale, as pg_trgm needs for Arabic, and dropped after), else the embedded one in a temporary folder.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `{ kind, env, drop() }`: env points the app and the seed script at it. On `serverUrl`'s server, else embedded. */
export async function createBenchDatabase(serverUrl = process.env.DATABASE_URL?.trim()) {
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'djelfa-bench-'));
    return { kind: 'embedded PostgreSQL', env: { DATABASE_URL: '', DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `djelfa_bench_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'djelfa-bench-'));
  return {
    kind: 'PostgreSQL server',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
