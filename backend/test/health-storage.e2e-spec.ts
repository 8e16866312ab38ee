import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { freePort } from '../src/common/net/free-port.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/health/ready with a bucket that does not answer', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // A port nothing listens on: the bucket's service is down.
    testApp = await startTestApp({
      UPLOADS_S3_BUCKET: 'photos',
      UPLOADS_S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      UPLOADS_S3_ACCESS_KEY_ID: 'key',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'secret',
    });
  });

  afterAll(() => testApp?.close());

  it('answers 503 naming the storage, while the database is up and the process live', async () => {
    const response = await request(testApp.server).get('/api/health/ready').expect(503);
    expect(response.body.details).toMatchObject({
      database: { status: 'up' },
      storage: { status: 'down', message: "The photos' storage does not answer." },
      migrations: { status: 'up' },
    });
    expect(JSON.stringify(response.body)).not.toContain('127.0.0.1');
    await request(testApp.server).get('/api/health/live').expect(200);
  });
});
