import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

const TOKEN = 'a-metrics-token-for-the-test';

describe('GET /metrics (Prometheus) and request ids', () => {
  let testApp: TestApp;
  let closed: TestApp;

  beforeAll(async () => {
    [testApp, closed] = await Promise.all([startTestApp({ METRICS_TOKEN: TOKEN }), startTestApp()]);
  });

  afterAll(() => Promise.all([testApp?.close(), closed?.close()]));

  it('does not exist without METRICS_TOKEN, and asks for the token when it is set', async () => {
    // Answered as any path the site does not have (the portal's 404 page).
    const unknown = await request(closed.server).get('/no-such-path');
    const metrics = await request(closed.server).get('/metrics');
    expect(metrics.status).toBe(unknown.status);
    expect(metrics.text).not.toContain('http_request_duration_seconds');
    await request(testApp.server).get('/metrics').expect(401).expect('WWW-Authenticate', 'Bearer');
    await request(testApp.server).get('/metrics').set('Authorization', 'Bearer not-the-token').expect(401);
  });

  it('counts requests by route pattern and status, never by raw path, with the pool, the queue and the process', async () => {
    await request(testApp.server).get('/api/properties/987654').expect(404);
    await request(testApp.server).get('/api/properties/987653').expect(404);
    await request(testApp.server).get('/api/properties').expect(200);
    const response = await request(testApp.server)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    const text = response.text;
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/properties/:id",status="404"} 2');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/properties",status="200"\} 1/);
    expect(text).not.toContain('987654');
    expect(text).toMatch(/db_pool_connections\{state="open"\} [1-9]/);
    expect(text).toContain('# TYPE job_queue_jobs gauge');
    // The search above waited for the index's build.
    expect(text).toMatch(/search_index_build_seconds \d/);
    expect(text).toMatch(/search_index_slots\{state="live"\} \d+/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('gives every answer an id in X-Request-Id, keeping a proxy’s plain id and replacing anything else', async () => {
    const plain = await request(testApp.server).get('/api/health').expect(200);
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await request(testApp.server).get('/api/health').expect(200);
    expect(other.headers['x-request-id']).not.toBe(plain.headers['x-request-id']);
    await request(testApp.server).get('/api/health').set('X-Request-Id', 'proxy-4f1c2a9b').expect('X-Request-Id', 'proxy-4f1c2a9b');
    const forged = await request(testApp.server).get('/api/health').set('X-Request-Id', 'forged id\twith spaces and <tags>').expect(200);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await request(testApp.server).get('/uploads/0123456789abcdef0123456789abcdef.webp').expect(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
