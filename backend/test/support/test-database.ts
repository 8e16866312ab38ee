import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { Env } from '../../src/config/validate-config.js';

export interface TestDatabase {
  /** DATABASE_URL (a server) or DATA_DIR (embedded) pointing at this database alone; DATA_DIR always a folder of its own. */
  env: Env;
  drop(): Promise<void>;
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const admin = await new DataSource({ type: 'postgres', url: serverUrl, poolSize: 1 }).initialize();
  try {
    await admin.query(sql);
  } finally {
    await admin.destroy();
  }
}

async function createOnServer(serverUrl: string, prefix = 'djelfa_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  // pg_trgm extracts no trigrams from Arabic under a C ctype; template0 accepts any locale.
  await runOnServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // What the app keeps beside its data (the photos in <DATA_DIR>/uploads) stays out of the repository's .data/.
  const dataDir = await mkdtemp(join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      await rm(dataDir, { recursive: true, force: true });
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function createEmbedded(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'djelfa-test-'));
  return {
    env: { DATABASE_URL: undefined, DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * An empty database of its own for one test file: on the server of DATABASE_URL when it is
 * set, otherwise the embedded PostgreSQL in a fresh temporary folder.
 */
export function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  return serverUrl ? createOnServer(serverUrl) : createEmbedded();
}

/**
 * Empty databases made on demand on one server (a test's own, say an embedded one's), each with a
 * DATA_DIR of its own, all dropped by dropAll: for tests that start sites of their own.
 */
export function scratchDatabases(serverUrl: string, prefix: string) {
  const made: TestDatabase[] = [];
  return {
    async create(): Promise<{ DATABASE_URL: string; DATA_DIR: string }> {
      const database = await createOnServer(serverUrl, prefix);
      made.push(database);
      return database.env as { DATABASE_URL: string; DATA_DIR: string };
    },
    async dropAll(): Promise<void> {
      for (const database of made.splice(0)) await database.drop();
    },
  };
}
