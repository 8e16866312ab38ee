import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startDeployStack, type DeployStack } from './support/deploy-stack.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** docker-compose.yml's stack, run from the deploy files with Debian's Caddy and nginx (support/deploy-stack.ts), checked through the proxy only. */
describe('the compose stack, through its proxy', () => {
  let stack: DeployStack;
  beforeAll(async () => {
    stack = await startDeployStack();
  }, 120_000);
  afterAll(() => stack?.close());

  it('speaks HTTP/2 with compression, and the API answers with its security headers and the proxy’s request id', async () => {
    const page = await stack.request('/', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const area = await stack.request('/mfe/marketplace/remoteEntry.js', { 'accept-encoding': 'zstd, gzip' });
    expect([area.status, area.headers['content-encoding']]).toEqual([200, 'zstd']);
    const api = await stack.request('/manifest.webmanifest', { 'accept-encoding': 'gzip', 'x-request-id': 'chosen-by-the-client' });
    expect(api.status).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(api.headers['x-request-id']).toMatch(UUID);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['strict-transport-security']).toBeDefined();
  });

  it('keeps /metrics out of reach from outside', async () => {
    const metrics = await stack.request('/metrics');
    expect(metrics.body.toString()).not.toContain('process_cpu_seconds_total');
    expect((await stack.request('/api/metrics')).status).toBe(404);
  });
});
