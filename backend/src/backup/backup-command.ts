import { Logger } from '@nestjs/common';
import { resolve } from 'node:path';
import { databaseConfig } from '../config/database.config.js';
import type { Env } from '../config/validate-config.js';
import { BadBackupError, restoreBackup } from './restore-backup.js';
import { siteDatabase, siteStorage, TargetNotEmptyError } from './site-of.js';
import { writeBackup } from './write-backup.js';

const logger = new Logger('Backup');

/** A file named on npm's command line is the caller's, from the folder npm was run in. */
const fileOf = (file: string, env: Env): string => resolve(env.INIT_CWD ?? process.cwd(), file);

/** `npm run backup -- <file>`: the exit code. */
export async function backupCommand(file: string | undefined, env: Env): Promise<number> {
  if (!file) return usage('npm run backup -- <file>   (for instance backups/djelfa-2026-12-04.tar.gz)');
  const target = fileOf(file, env);
  const database = await siteDatabase(databaseConfig(env)(), 'backup');
  const photos = siteStorage(env);
  const { storage } = photos;
  try {
    const done = await writeBackup(database.url, storage, target);
    logger.log(`Backed up ${done.rows} rows of ${done.tables} tables and ${done.photos} photo files into ${target} (${(done.bytes / 1024 / 1024).toFixed(1)} MB).`);
    if (done.missingPhotos.length)
      logger.warn(`${done.missingPhotos.length} photo files named by the uploads table were not in ${storage.description}: ${done.missingPhotos.join(', ')}`);
    return 0;
  } finally {
    photos.close();
    await database.close();
  }
}

/** `npm run restore -- <file>`: the exit code; 2 when the target is not empty or the file is no whole backup. */
export async function restoreCommand(file: string | undefined, env: Env): Promise<number> {
  if (!file) return usage('npm run restore -- <file>   (onto an empty database and photo storage)');
  const source = fileOf(file, env);
  let database;
  try {
    database = await siteDatabase(databaseConfig(env)(), 'restore');
  } catch (error) {
    return refused(error);
  }
  const photos = siteStorage(env);
  const { storage } = photos;
  try {
    const done = await restoreBackup(database.url, storage, source);
    logger.log(`Restored the backup of ${done.createdAt}: ${done.rows} rows and ${done.photos} photo files, into ${storage.description} and the database.`);
    if (done.migrated.length) logger.log(`Then ran the ${done.migrated.length} migration(s) newer than the backup: ${done.migrated.join(', ')}.`);
    return 0;
  } catch (error) {
    return refused(error);
  } finally {
    photos.close();
    await database.close();
  }
}

function refused(error: unknown): number {
  if (!(error instanceof TargetNotEmptyError || error instanceof BadBackupError || (error as NodeJS.ErrnoException).code === 'ENOENT')) throw error;
  logger.error((error as Error).message);
  return 2;
}

function usage(line: string): number {
  logger.error(`Name the file: ${line}`);
  return 2;
}
