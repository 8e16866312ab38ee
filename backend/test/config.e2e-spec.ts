import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.factory.js';

describe('configuration at start', () => {
  it('refuses to start with a bad PORT, naming the variable, before opening any database', async () => {
    const dataDir = join(tmpdir(), `djelfa-never-${process.pid}`);
    await expect(createApp({ env: { PORT: 'abc', DATA_DIR: dataDir }, logger: false })).rejects.toThrow('PORT="abc": PORT must be a whole number from 0 to 65535');
    // The configuration is read before any module is built: nothing was started that could make it later.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses to start with a DATABASE_URL that is not a postgres URL', async () => {
    await expect(createApp({ env: { DATABASE_URL: 'localhost:5432' }, logger: false })).rejects.toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
  });
});
