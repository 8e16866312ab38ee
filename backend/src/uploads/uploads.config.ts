import { getConfigToken, registerAs } from '@nestjs/config';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../config/database.config.js';
import { atLeastOne, validateConfig, type Env } from '../config/validate-config.js';
import { s3StorageConfigOf, type S3StorageConfig } from './storage/s3-storage.config.js';

class UploadsEnvironment {
  @IsOptional()
  @IsString()
  UPLOADS_DIR?: string;

  // Read here too for the default folder: photos live beside the embedded database.
  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @IsInt(atLeastOne('UPLOAD_QUOTA_PHOTOS'))
  @Min(1, atLeastOne('UPLOAD_QUOTA_PHOTOS'))
  UPLOAD_QUOTA_PHOTOS?: number;

  @IsOptional()
  @IsInt(atLeastOne('UPLOAD_QUOTA_MB'))
  @Min(1, atLeastOne('UPLOAD_QUOTA_MB'))
  UPLOAD_QUOTA_MB?: number;
}

export interface UploadsConfig {
  /**
   * Absolute folder of the photos' WebP files, served at /uploads/: where they are kept unless
   * `s3` is set, and where `npm run uploads:to-s3` copies them from.
   */
  dir: string;
  /** Set (UPLOADS_S3_BUCKET): the photos are kept in this bucket instead of the folder. */
  s3?: S3StorageConfig;
  /** What one account may keep stored: photos, and their bytes (both sizes of each). */
  quota: { photos: number; bytes: number };
}

/** Injection token of the validated UploadsConfig. */
export const UPLOADS_CONFIG = getConfigToken('uploads');

export const uploadsConfig = (env: Env) =>
  registerAs('uploads', (): UploadsConfig => {
    const vars = validateConfig(env, UploadsEnvironment);
    return {
      dir: resolve(vars.UPLOADS_DIR ?? join(vars.DATA_DIR ?? DEFAULT_DATA_DIR, 'uploads')),
      s3: s3StorageConfigOf(env),
      // The premium plan's 50 listings of 10 photos, with room to replace some.
      quota: { photos: vars.UPLOAD_QUOTA_PHOTOS ?? 600, bytes: (vars.UPLOAD_QUOTA_MB ?? 300) * 1024 * 1024 },
    };
  });
