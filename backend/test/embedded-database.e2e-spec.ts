import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { migrations } from '../src/database/migrations/index.js';
import { startApp, type TestApp } from './support/test-app.js';

// The embedded database is the default whatever DATABASE_URL the tests run with.
describe('embedded database', () => {
  let dataDir: string;
  const embedded = () => ({ DATABASE_URL: undefined, DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'djelfa-embedded-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart of the app on the same folder', async () => {
    const first = await startApp(embedded());
    try {
      await first.dataSource.query('CREATE TABLE restart_probe (commune text)');
      await first.dataSource.query('INSERT INTO restart_probe VALUES ($1)', ['الجلفة']);
    } finally {
      await first.close();
    }

    const second = await startApp(embedded());
    try {
      expect(await second.dataSource.query('SELECT commune FROM restart_probe')).toEqual([{ commune: 'الجلفة' }]);
      // Migrations that already ran are not run again.
      expect(await second.dataSource.query('SELECT name FROM migrations')).toHaveLength(migrations.length);
      await request(second.server).get('/api/health').expect(200);
    } finally {
      await second.close();
    }
  });

  it('is PostgreSQL 18 with a UTF-8 character type, so that Arabic has trigrams', async () => {
    const app = await startApp(embedded());
    try {
      const [{ version, trigrams }] = await app.dataSource.query(`SELECT current_setting('server_version_num')::int AS version, show_trgm('شقة') AS trigrams`);
      expect(version).toBeGreaterThanOrEqual(180000);
      expect(trigrams.length).toBeGreaterThan(0);
      // Listening on loopback only, with a password.
      const { url } = app.dataSource.options as { url: string };
      expect(new URL(url)).toMatchObject({ hostname: '127.0.0.1', username: 'postgres' });
      expect(new URL(url).password.length).toBeGreaterThanOrEqual(32);
    } finally {
      await app.close();
    }
  });

  it('refuses a second app on the same folder, naming it, and the first goes on serving', async () => {
    const first = await startApp(embedded());
    try {
      await expect(createApp({ env: { ...process.env, ...embedded(), NODE_ENV: 'test' }, logger: false })).rejects.toThrow(
        `Another Djelfa Estates process is using the embedded database in ${dataDir}`,
      );
      await request(first.server).get('/api/health').expect(200);
    } finally {
      await first.close();
    }
  });

  it('says how to carry over the data of the earlier embedded engine, and starts', async () => {
    await mkdir(join(dataDir, 'pglite'), { recursive: true });
    const warn = jest.spyOn(Logger.prototype, 'warn');
    let app: TestApp | undefined;
    try {
      app = await startApp(embedded());
      const warnings = warn.mock.calls.map(([message]) => String(message));
      expect(warnings.some((message) => message.includes(join(dataDir, 'pglite')) && message.includes('npm run db:import-pglite'))).toBe(true);
      await request(app.server).get('/api/health').expect(200);
    } finally {
      warn.mockRestore();
      await app?.close();
      await rm(join(dataDir, 'pglite'), { recursive: true, force: true });
    }
  });
});
