import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('rate limit of the auth calls, per IP (AUTH_RATE_LIMIT_PER_MINUTE)', () => {
  let testApp: TestApp;
  let client: SessionClient;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    client = await new SessionClient(testApp.server).start();
  });
  afterAll(() => testApp?.close());

  it.each([
    ['/api/login', { email: 'amina@example.dz', password: 'Wrong-Password-1' }],
    ['/api/register', { email: 'not-an-email' }],
    ['/api/password/forgot', { email: 'amina@example.dz' }],
    ['/api/password/reset', { token: 'unknown', password: 'Hauts-Plateaux-17' }],
  ])('answers %s with 429 TOO_MANY_REQUESTS and Retry-After after the limit', async (path, body) => {
    for (let call = 1; call <= 3; call += 1) expect((await client.post(path, body)).status).not.toBe(429);
    const limited = await client.post(path, body);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(limited.headers['retry-after']).toBe(String(limited.body.retryAfterSeconds));
  });

  it('leaves the other calls alone', async () => {
    for (let call = 1; call <= 6; call += 1) expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.post('/api/logout')).status).toBe(204);
  });
});
