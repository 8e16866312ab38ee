import { getConfigToken, registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IsIn, IsOptional, IsString, IsUrl } from 'class-validator';
import { validateConfig, type Env } from './validate-config.js';

// Found from this file (src/config/ or dist/config/ alike), so the working directory does not matter.
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

class DatabaseEnvironment {
  @IsOptional()
  @IsUrl(
    { protocols: ['postgres', 'postgresql'], require_protocol: true, require_tld: false, allow_underscores: true },
    { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' },
  )
  DATABASE_URL?: string;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'MIGRATE_AT_START must be true or false' })
  MIGRATE_AT_START?: 'true' | 'false';
}

export interface DatabaseConfig {
  /** A PostgreSQL server; when absent the app runs the embedded database in `dataDir`. */
  url?: string;
  /** Absolute; a relative DATA_DIR is taken from the working directory, as shells expect. */
  dataDir: string;
  /**
   * Run the pending migrations when starting (under a lock: instances take turns). Off where a
   * deployment runs `npm run migrate` first (docker-compose): then a start on an older schema fails.
   */
  migrateAtStart: boolean;
}

/** Injection token of the validated DatabaseConfig. */
export const DATABASE_CONFIG = getConfigToken('database');

export const databaseConfig = (env: Env) =>
  registerAs('database', (): DatabaseConfig => {
    const vars = validateConfig(env, DatabaseEnvironment);
    return { url: vars.DATABASE_URL, dataDir: resolve(vars.DATA_DIR ?? DEFAULT_DATA_DIR), migrateAtStart: vars.MIGRATE_AT_START !== 'false' };
  });
