import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Agent, get } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { startTestApp, type TestApp } from './support/test-app.js';

/** GET on the agent's kept-alive connection: the status and the socket it went over. */
const fetchOver = (agent: Agent, url: string): Promise<{ status: number; socket: Socket }> =>
  new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, socket: request.socket as Socket }));
    });
    request.on('error', reject);
  });

describe('keep-alive connections', () => {
  let testApp: TestApp;
  let url: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    await new Promise<void>((resolve) => testApp.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(testApp.server.address() as AddressInfo).port}/api/health`;
  });
  afterAll(() => testApp?.close());

  // Node closes an idle connection after 5 s by default, while a client (a browser, a proxy,
  // Playwright's request context) may be sending its next request over it: ECONNRESET.
  it('stay open longer than a client idles between two requests', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await fetchOver(agent, url);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await fetchOver(agent, url);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
