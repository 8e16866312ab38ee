import type { DataSource } from 'typeorm';

/** One key for every process of the site, whatever the database's name. */
const MIGRATION_LOCK = 'djelfa-estates.migrations';

/**
 * Runs the pending migrations while holding a PostgreSQL advisory lock: several instances (or an
 * instance and `npm run migrate`) starting together migrate one after the other, and each finds
 * the work done when its turn comes. The names of the migrations this call ran.
 */
export async function migrateOnce(dataSource: DataSource): Promise<string[]> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      return (await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name);
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    await lock.release();
  }
}

/**
 * The code's migrations the database has not run, by name. Read from TypeORM's `migrations` table
 * without its showMigrations, which logs every migration: this runs at each readiness probe.
 */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const [{ present }]: { present: boolean }[] = await dataSource.query(`SELECT to_regclass('migrations') IS NOT NULL AS present`);
  const rows: { name: string }[] = present ? await dataSource.query('SELECT name FROM migrations') : [];
  const applied = new Set(rows.map(({ name }) => name));
  return dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name).filter((name) => !applied.has(name));
}

/** Refuses to serve a schema older than the code: the migrations are someone else's to run (MIGRATE_AT_START=false). */
export async function assertMigrated(dataSource: DataSource): Promise<void> {
  if ((await pendingMigrations(dataSource)).length > 0) {
    throw new Error('The database has migrations to run: run `npm run migrate` (or start one instance with MIGRATE_AT_START=true) first.');
  }
}
