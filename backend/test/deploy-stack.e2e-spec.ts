import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PUBLIC_SETTINGS_PATH } from 'shared-contracts';
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

  it('loses no request while one instance is stopped (a deploy) and then the other killed', async () => {
    const failed: string[] = [];
    let answered = 0;
    let running = true;
    // Visitors browsing: six at a time, one request after another.
    const visitors = Array.from({ length: 6 }, async () => {
      while (running) {
        const answer = await stack.request('/api/properties?pageSize=5').catch((error: Error) => ({ status: error.message, body: Buffer.alloc(0) }));
        if (answer.status === 200) answered += 1;
        else failed.push(`${answer.status} ${answer.body.toString().slice(0, 120)}`);
        // A visitor reads what came before asking again: the machine is left to the other test files.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const served = async (count: number) => {
      const target = answered + count;
      while (answered < target) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      await served(50);
      // A deploy: one instance stopped, started again, and back in the proxy's pool.
      stack.api[0].process.kill('SIGTERM');
      await stack.api[0].exited;
      await served(50);
      await stack.restartApi(0);
      // A crash: the other one killed, nothing of it runs on.
      stack.api[1].killGroup();
      await stack.api[1].exited;
      await served(100);
    } finally {
      running = false;
      await Promise.all(visitors);
    }
    expect(failed).toEqual([]);
    // The killed one comes back as well.
    await stack.restartApi(1);
    expect((await stack.request(PUBLIC_SETTINGS_PATH)).status).toBe(200);
  }, 120_000);
});
