import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import tar from 'tar-stream';
import type { UploadsStorage } from '../uploads/storage/uploads-storage.js';
import { BACKUP_FORMAT, BACKUP_SITE, type BackupEnd, type BackupManifest, COPY_SETTINGS, END_ENTRY, MANIFEST_ENTRY, photoEntry, quoted, tableEntry } from './backup-format.js';
import { tablesInLoadOrder } from './table-order.js';

export interface BackupSummary {
  tables: number;
  rows: number;
  photos: number;
  missingPhotos: string[];
  bytes: number;
}

/**
 * Writes a backup of the site (backup-format.ts) to `file`, while it serves: every table is read
 * in one snapshot (a REPEATABLE READ transaction), so the rows agree with each other whatever is
 * written meanwhile, and the photos are those of that snapshot. The file appears only once whole.
 */
export async function writeBackup(url: string, storage: UploadsStorage, file: string): Promise<BackupSummary> {
  const work = await mkdtemp(join(tmpdir(), 'djelfa-backup-'));
  try {
    const { manifest, rows, photoNames } = await copyTables(url, work);
    const end: BackupEnd = { rows, photos: [], missingPhotos: [] };
    const pack = tar.pack();
    const partial = `${file}.partial`;
    const written = pipeline(pack, createGzip(), createWriteStream(partial));
    // A failure of the file (a full disk) ends the packing too, rather than leaving it waiting.
    written.catch((error: Error) => pack.destroy(error));
    await addBuffer(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const { name } of manifest.tables) await addFile(pack, tableEntry(name), join(work, `${name}.copy`));
    for (const name of photoNames) {
      const data = await readPhoto(storage, name);
      if (!data) {
        end.missingPhotos.push(name);
        continue;
      }
      await addBuffer(pack, photoEntry(name), data);
      end.photos.push({ name, sha256: createHash('sha256').update(data).digest('hex') });
    }
    await addBuffer(pack, END_ENTRY, Buffer.from(JSON.stringify(end, null, 2)));
    pack.finalize();
    await written;
    await rename(partial, file);
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    return { tables: manifest.tables.length, rows: total, photos: end.photos.length, missingPhotos: end.missingPhotos, bytes: (await stat(file)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Every table's rows into files of `work`, in one read-only snapshot; what the backup's manifest says. */
async function copyTables(url: string, work: string): Promise<{ manifest: BackupManifest; rows: Record<string, number>; photoNames: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(COPY_SETTINGS);
    const migrations = (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map(({ name }) => name);
    const tables = await tablesInLoadOrder(client);
    const sequences: BackupManifest['sequences'] = [];
    const { rows: sequenceNames } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'S' AND n.nspname = 'public' ORDER BY 1`,
    );
    for (const { name } of sequenceNames) {
      const [{ last_value, is_called }] = (await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${quoted(name)}`)).rows;
      sequences.push({ name, lastValue: last_value, isCalled: is_called });
    }
    const rows: Record<string, number> = {};
    for (const { name, columns } of tables) {
      const copy = client.query(copyStreams.to(`COPY ${quoted(name)} (${columns.map(quoted).join(', ')}) TO STDOUT`));
      await pipeline(copy, createWriteStream(join(work, `${name}.copy`)));
      rows[name] = copy.rowCount;
    }
    const { rows: uploads } = await client.query<{ file_name: string; thumbnail_name: string }>('SELECT file_name, thumbnail_name FROM uploads ORDER BY id');
    await client.query('COMMIT');
    const manifest: BackupManifest = { format: BACKUP_FORMAT, site: BACKUP_SITE, createdAt: new Date().toISOString(), migrations, tables, sequences };
    return { manifest, rows, photoNames: uploads.flatMap((upload) => [upload.file_name, upload.thumbnail_name]) };
  } finally {
    await client.end();
  }
}

/** A photo's bytes, or null when the storage no longer has it (deleted since the snapshot). */
async function readPhoto(storage: UploadsStorage, name: string): Promise<Buffer | null> {
  try {
    return await storage.read(name);
  } catch (error) {
    if (!(await storage.has(name))) return null;
    throw error;
  }
}

function addBuffer(pack: tar.Pack, name: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name, size: data.length }, data, (error) => (error ? reject(error) : resolve())));
}

async function addFile(pack: tar.Pack, name: string, path: string): Promise<void> {
  const { size } = await stat(path);
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size }, (error) => (error ? reject(error) : resolve()));
    pipeline(createReadStream(path), entry).catch(reject);
  });
}
