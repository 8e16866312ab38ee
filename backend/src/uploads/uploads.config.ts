import { getConfigToken, registerAs } from '@nestjs/config';
import { IsOptional, IsString } from 'class-validator';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../config/database.config.js';
import { validateConfig, type Env } from '../config/validate-config.js';

class UploadsEnvironment {
  @IsOptional()
  @IsString()
  UPLOADS_DIR?: string;

  // Read here too for the default folder: photos live beside the embedded database.
  @IsOptional()
  @IsString()
  DATA_DIR?: string;
}

export interface UploadsConfig {
  /** Absolute folder of the photos' WebP files, served at /uploads/. */
  dir: string;
}

/** Injection token of the validated UploadsConfig. */
export const UPLOADS_CONFIG = getConfigToken('uploads');

export const uploadsConfig = (env: Env) =>
  registerAs('uploads', (): UploadsConfig => {
    const vars = validateConfig(env, UploadsEnvironment);
    return { dir: resolve(vars.UPLOADS_DIR ?? join(vars.DATA_DIR ?? DEFAULT_DATA_DIR, 'uploads')) };
  });
