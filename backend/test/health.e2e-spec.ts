import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(() => testApp?.close());

  it('answers ok once the database has answered a query', async () => {
    await request(testApp.server).get('/api/health').expect(200).expect({ status: 'ok', db: 'up' });
  });

  it('runs with the first migration applied: pg_trgm finds Arabic trigrams, unaccent folds accents', async () => {
    const [{ trigrams, folded }] = await testApp.dataSource.query(
      `SELECT show_trgm('شقة') AS trigrams, unaccent('Médéa') AS folded`,
    );
    expect(trigrams.length).toBeGreaterThan(0);
    expect(folded).toBe('Medea');
  });

  // Last: it stops the database for good.
  it('answers 503 with db down when the database does not answer', async () => {
    await testApp.dataSource.destroy();
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
