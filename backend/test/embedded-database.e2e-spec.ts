import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { migrations } from '../src/database/migrations/index.js';
import { startApp } from './support/test-app.js';

// The embedded database is the default whatever DATABASE_URL the tests run with.
describe('embedded database', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'djelfa-embedded-'));
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart of the app on the same folder', async () => {
    const env = { DATABASE_URL: undefined, DATA_DIR: dataDir };
    const first = await startApp(env);
    try {
      await first.dataSource.query('CREATE TABLE restart_probe (commune text)');
      await first.dataSource.query('INSERT INTO restart_probe VALUES ($1)', ['الجلفة']);
    } finally {
      await first.close();
    }

    const second = await startApp(env);
    try {
      expect(await second.dataSource.query('SELECT commune FROM restart_probe')).toEqual([{ commune: 'الجلفة' }]);
      // Migrations that already ran are not run again.
      expect(await second.dataSource.query('SELECT name FROM migrations')).toHaveLength(migrations.length);
      await request(second.server).get('/api/health').expect(200);
    } finally {
      await second.close();
    }
  });
});
