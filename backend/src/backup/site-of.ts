import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseConfig } from '../config/database.config.js';
import type { Env } from '../config/validate-config.js';
import { EMBEDDED_DATABASE, EMBEDDED_FILES, EmbeddedPostgres } from '../database/embedded/embedded-postgres.js';
import { runningServer } from '../database/embedded/running-server.js';
import { LocalFolderStorage } from '../uploads/storage/local-folder-storage.js';
import { S3Storage } from '../uploads/storage/s3-storage.js';
import type { UploadsStorage } from '../uploads/storage/uploads-storage.js';
import { uploadsConfig } from '../uploads/uploads.config.js';

/** A database of the site and how to let go of it. */
export interface SiteDatabase {
  url: string;
  close(): Promise<void>;
}

/**
 * The site's database as `npm start` chooses it: DATABASE_URL, else the embedded one in DATA_DIR —
 * the running site's server when it runs (a backup while the site serves), else one started for
 * this command alone. A restore refuses a running site: it is for a site that has nothing yet.
 */
export async function siteDatabase({ url, dataDir }: DatabaseConfig, use: 'backup' | 'restore'): Promise<SiteDatabase> {
  if (url) return { url, close: () => Promise.resolve() };
  const running = await runningServer(join(dataDir, EMBEDDED_FILES.cluster));
  if (running && use === 'restore')
    throw new TargetNotEmptyError(`The site of ${dataDir} is running: a restore is onto a site that has nothing yet. Stop it and give an empty DATA_DIR.`);
  if (running) {
    const password = (await readFile(join(dataDir, EMBEDDED_FILES.password), 'utf8')).trim();
    return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${EMBEDDED_DATABASE}`, close: () => Promise.resolve() };
  }
  const embedded = await EmbeddedPostgres.start(dataDir);
  return { url: embedded.url, close: () => embedded.stop() };
}

/** The photos' storage as the site chooses it (UPLOADS_S3_*, else UPLOADS_DIR or <DATA_DIR>/uploads), and how to let go of it. */
export function siteStorage(env: Env): { storage: UploadsStorage; close(): void } {
  const config = uploadsConfig(env)();
  if (!config.s3) return { storage: new LocalFolderStorage(config.dir), close: () => undefined };
  const bucket = new S3Storage(config.s3);
  return { storage: bucket, close: () => bucket.onApplicationShutdown() };
}

/** A restore's target holds something already: nothing of it is touched. */
export class TargetNotEmptyError extends Error {}
