import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { databaseConfig } from './database.config.js';

describe('databaseConfig', () => {
  it('defaults to the embedded database in the repository root .data/ folder', () => {
    const { url, dataDir } = databaseConfig({})();
    expect(url).toBeUndefined();
    expect(basename(dataDir)).toBe('.data');
    expect(existsSync(join(dirname(dataDir), 'backend', 'package.json'))).toBe(true);
  });

  it('takes DATABASE_URL and resolves DATA_DIR to an absolute path', () => {
    const config = databaseConfig({ DATABASE_URL: 'postgres://postgres@db:5432/djelfa', DATA_DIR: 'var/data' })();
    expect(config).toEqual({ url: 'postgres://postgres@db:5432/djelfa', dataDir: resolve('var/data'), migrateAtStart: true });
  });

  it('migrates at start unless MIGRATE_AT_START=false (a deployment that runs npm run migrate first)', () => {
    expect(databaseConfig({ MIGRATE_AT_START: 'false' })().migrateAtStart).toBe(false);
    expect(() => databaseConfig({ MIGRATE_AT_START: 'no' })()).toThrow('MIGRATE_AT_START must be true or false');
  });

  it('treats a blank DATABASE_URL as unset', () => {
    expect(databaseConfig({ DATABASE_URL: '' })().url).toBeUndefined();
  });

  it('rejects a DATABASE_URL that is not a postgres URL', () => {
    expect(() => databaseConfig({ DATABASE_URL: 'mysql://db/djelfa' })()).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
  });
});
