import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import tar from 'tar-stream';
import { DataSource } from 'typeorm';
import { migrateOnce } from '../database/migrate-once.js';
import { migrations } from '../database/migrations/index.js';
import { UPLOAD_CONTENT_TYPE } from '../uploads/upload-names.js';
import type { UploadsStorage } from '../uploads/storage/uploads-storage.js';
import { BACKUP_FORMAT, BACKUP_SITE, type BackupEnd, type BackupManifest, COPY_SETTINGS, END_ENTRY, MANIFEST_ENTRY, photoEntry, quoted, tableEntry } from './backup-format.js';
import { TargetNotEmptyError } from './site-of.js';

export interface RestoreSummary {
  createdAt: string;
  rows: number;
  photos: number;
  /** Migrations newer than the backup, run after it was restored. */
  migrated: string[];
}

/** A backup file that is not one, or not whole: nothing of it is kept. */
export class BadBackupError extends Error {}

const migrationName = (migration: (typeof migrations)[number]): string => migration.name;

/**
 * Brings a site back from a backup onto an empty database and storage: the schema as the backup's
 * migrations made it, its rows in one transaction, its photos; then the newer migrations of this
 * code, as a start would run them. A backup that fails a check (cut short, altered) leaves the
 * target as empty as it was, so the restore can run again.
 */
export async function restoreBackup(url: string, storage: UploadsStorage, file: string): Promise<RestoreSummary> {
  await assertEmpty(url, storage);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const photosWritten: string[] = [];
  let schemaBuilt = false;
  let manifest: BackupManifest | undefined;
  let end: BackupEnd | undefined;
  let unreadable: Error | undefined;
  try {
    const extract = tar.extract();
    const read = pipeline(createReadStream(file), createGunzip(), extract);
    read.catch((error: Error) => {
      unreadable = error;
      extract.destroy(error);
    });
    const rows: Record<string, number> = {};
    const photos = new Map<string, string>();
    let nextTable = 0;
    for await (const entry of extract) {
      const { name } = entry.header;
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw new BadBackupError(`${file} is not a backup of the site: it does not begin with ${MANIFEST_ENTRY}.`);
        manifest = checkedManifest(JSON.parse((await bufferOf(entry)).toString('utf8')) as Partial<BackupManifest>, file);
        await buildSchema(url, manifest.migrations);
        schemaBuilt = true;
        await client.query('BEGIN');
        await client.query(COPY_SETTINGS);
        // The rows some migrations write (the plans, the settings) are the backup's to give.
        await client.query(`TRUNCATE ${manifest.tables.map(({ name: table }) => quoted(table)).join(', ')} RESTART IDENTITY CASCADE`);
      } else if (nextTable < manifest.tables.length) {
        const { name: table, columns } = manifest.tables[nextTable];
        if (name !== tableEntry(table)) throw new BadBackupError(`${file} holds ${name} where ${tableEntry(table)} was expected.`);
        // Triggers fire: a listing's search_xid becomes this server's transaction, as the search index needs.
        const copy = client.query(copyStreams.from(`COPY ${quoted(table)} (${columns.map(quoted).join(', ')}) FROM STDIN`));
        await pipeline(entry, copy);
        rows[table] = copy.rowCount;
        nextTable += 1;
      } else if (name.startsWith(photoEntry(''))) {
        const photo = name.slice(photoEntry('').length);
        const data = await bufferOf(entry);
        await storage.put(photo, data, UPLOAD_CONTENT_TYPE);
        photosWritten.push(photo);
        photos.set(photo, createHash('sha256').update(data).digest('hex'));
      } else if (name === END_ENTRY) {
        end = JSON.parse((await bufferOf(entry)).toString('utf8')) as BackupEnd;
      } else {
        throw new BadBackupError(`${file} holds an entry no backup has: ${name}.`);
      }
    }
    await read;
    if (!manifest || !end) throw new BadBackupError(`${file} is cut short: it ends before ${END_ENTRY}, written last. Nothing of it was kept.`);
    checkWhole(end, rows, photos, file);
    for (const { name, lastValue, isCalled } of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoted(name), lastValue, isCalled]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    // The database was empty before: what this restore built goes, so that it can run again.
    if (schemaBuilt) await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public').catch(() => undefined);
    await storage.delete(photosWritten).catch(() => undefined);
    // gzip's or tar's complaint (a file cut short ends mid-entry) said as what it means.
    if (unreadable) throw new BadBackupError(`${file} is cut short or damaged (${unreadable.message}). Nothing of it was kept.`);
    throw error;
  } finally {
    await client.end();
  }
  const migrated = await migrateToCurrent(url);
  return { createdAt: manifest.createdAt, rows: Object.values(end.rows).reduce((sum, count) => sum + count, 0), photos: end.photos.length, migrated };
}

/** A database with no table and a storage with no photo; else the restore stops before touching either. */
async function assertEmpty(url: string, storage: UploadsStorage): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`);
    if (rows[0].count > 0)
      throw new TargetNotEmptyError(
        `The database holds ${rows[0].count} tables already: a restore is onto an empty database. Make a new one (or an empty DATA_DIR) and point the restore at it.`,
      );
  } finally {
    await client.end();
  }
  for await (const name of storage.names()) {
    throw new TargetNotEmptyError(`${storage.description} holds photos already (${name}, …): a restore is onto an empty storage. Give a new folder or bucket.`);
  }
}

function checkedManifest(value: Partial<BackupManifest>, file: string): BackupManifest {
  if (value.site !== BACKUP_SITE || !Array.isArray(value.migrations) || !Array.isArray(value.tables) || !Array.isArray(value.sequences)) {
    throw new BadBackupError(`${file} is not a backup of the site.`);
  }
  if (value.format !== BACKUP_FORMAT) throw new BadBackupError(`${file} is in backup format ${String(value.format)}; this version reads format ${BACKUP_FORMAT}.`);
  const known = new Set(migrations.map(migrationName));
  const unknown = value.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new BadBackupError(`${file} was made by a newer version of the site (its schema has ${unknown.join(', ')}): restore it with that version or a later one.`);
  return value as BackupManifest;
}

/** The schema the backup's rows fit: exactly the migrations its database had run. */
async function buildSchema(url: string, applied: string[]): Promise<void> {
  const names = new Set(applied);
  const dataSource = new DataSource({ type: 'postgres', url, migrations: migrations.filter((migration) => names.has(migrationName(migration))), logging: ['error'] });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await dataSource.destroy();
  }
}

/** The migrations this code has and the backup's database had not run, under the lock every start takes. */
async function migrateToCurrent(url: string): Promise<string[]> {
  const dataSource = new DataSource({ type: 'postgres', url, migrations, logging: ['error'] });
  await dataSource.initialize();
  try {
    return await migrateOnce(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

function checkWhole(end: BackupEnd, rows: Record<string, number>, photos: Map<string, string>, file: string): void {
  for (const [table, count] of Object.entries(end.rows)) {
    if (rows[table] !== count) throw new BadBackupError(`${file} is damaged: ${table} has ${rows[table] ?? 0} rows where ${count} were backed up. Nothing of it was kept.`);
  }
  for (const { name, sha256 } of end.photos) {
    if (photos.get(name) !== sha256) throw new BadBackupError(`${file} is damaged: the photo ${name} is missing or altered. Nothing of it was kept.`);
  }
}

async function bufferOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
