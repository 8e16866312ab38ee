import { getConfigToken, registerAs } from '@nestjs/config';
import { IsIn, IsOptional } from 'class-validator';
import { validateConfig, type Env } from '../config/validate-config.js';
import { s3StorageConfigOf, type S3StorageConfig } from '../uploads/storage/s3-storage.config.js';

class BackupsEnvironment {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'BACKUPS_IN_BUCKET must be true or false' })
  BACKUPS_IN_BUCKET?: 'true' | 'false';
}

export interface BackupsConfig {
  /** Set (BACKUPS_IN_BUCKET=true): every night a backup goes into the photos' bucket, under backups/. */
  bucket?: S3StorageConfig;
}

export const BACKUPS_CONFIG = getConfigToken('backups');

export const backupsConfig = (env: Env) =>
  registerAs('backups', (): BackupsConfig => {
    const vars = validateConfig(env, BackupsEnvironment);
    if (vars.BACKUPS_IN_BUCKET !== 'true') return {};
    const bucket = s3StorageConfigOf(env);
    // A backup beside the embedded database's own folder would be lost with the machine it guards against.
    if (!bucket)
      throw new Error(
        'BACKUPS_IN_BUCKET=true keeps the backups in the photos’ bucket: set UPLOADS_S3_BUCKET (README, Backups), or run `npm run backup` from a scheduler of your own.',
      );
    return { bucket };
  });
