import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_HEADER } from 'shared-contracts';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('HTTP errors and headers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(() => testApp?.close());

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await request(testApp.server).get('/api/no-such-thing').expect(404);
    expect(response.type).toBe('application/json');
    expect(response.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing', error: 'Not Found', code: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with a JSON 400, not a 500', async () => {
    const client = await new SessionClient(testApp.server).start();
    const response = await client.agent.post('/api/health').set(CSRF_HEADER, client.token).set('Content-Type', 'application/json').send('{"title": "شقة",').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
    });
  });

  it('sends helmet security headers and hides Express', async () => {
    const response = await request(testApp.server).get('/api/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
