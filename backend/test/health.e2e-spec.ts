import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/health, /api/health/live and /api/health/ready', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(() => testApp?.close());

  it('answers ok once the database has answered a query', async () => {
    await request(testApp.server).get('/api/health').expect(200).expect({ status: 'ok', db: 'up' });
  });

  it('runs with the first migration applied: pg_trgm finds Arabic trigrams, unaccent folds accents', async () => {
    const [{ trigrams, folded }] = await testApp.dataSource.query(`SELECT show_trgm('شقة') AS trigrams, unaccent('Médéa') AS folded`);
    expect(trigrams.length).toBeGreaterThan(0);
    expect(folded).toBe('Medea');
  });

  it('is live when the process answers, and ready when the database, the photos and the schema are', async () => {
    await request(testApp.server)
      .get('/api/health/live')
      .expect(200)
      .expect((response) => expect(response.body.status).toBe('ok'));
    const ready = await request(testApp.server).get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, storage: { status: 'up' }, migrations: { status: 'up' } } });
  });

  it('is not ready while the database lacks a migration the code has', async () => {
    const [[last]] = await testApp.dataSource.query('DELETE FROM migrations WHERE id = (SELECT max(id) FROM migrations) RETURNING *');
    try {
      const response = await request(testApp.server).get('/api/health/ready').expect(503);
      expect(response.body.error?.migrations ?? response.body.details?.migrations).toMatchObject({ status: 'down' });
      await request(testApp.server).get('/api/health/live').expect(200);
    } finally {
      await testApp.dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [last.id, last.timestamp, last.name]);
    }
    await request(testApp.server).get('/api/health/ready').expect(200);
  });

  // Last: it stops the database for good.
  it('answers 503 with db down when the database does not answer', async () => {
    await testApp.dataSource.destroy();
    await request(testApp.server).get('/api/health/ready').expect(503);
    await request(testApp.server).get('/api/health/live').expect(200);
    const response = await request(testApp.server).get('/api/health').expect(503);
    expect(response.body).toEqual({
      status: 'error',
      db: 'down',
      statusCode: 503,
      message: 'The database is not reachable.',
      error: 'Service Unavailable',
      code: 'UNAVAILABLE',
    });
  });
});
