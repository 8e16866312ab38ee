import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CSRF_HEADER } from 'shared-contracts';
import { FAILS_PER_ACCOUNT_AND_ADDRESS } from '../src/auth/sign-in-delay.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * A client that writes addresses of its own into X-Forwarded-For must still be counted on its
 * real one: the address the nearest untrusted hop saw. Seen through the sign-in limit, which
 * answers 429 once one address has failed FAILS_PER_ACCOUNT_AND_ADDRESS times for an account.
 * The test's own connection (127.0.0.1) stands for the nearest proxy.
 */
describe.each([
  { proxies: 'no proxy', TRUST_PROXY: undefined, forwarded: (spoofed: string) => spoofed, real: null },
  { proxies: 'one proxy (a hop count)', TRUST_PROXY: '1', forwarded: (spoofed: string) => `${spoofed}, 203.0.113.7`, real: '203.0.113.7' },
  { proxies: 'two proxies (a hop count)', TRUST_PROXY: '2', forwarded: (spoofed: string) => `${spoofed}, 203.0.113.8, 10.0.0.2`, real: '203.0.113.8' },
  { proxies: 'one proxy (trusted by its address)', TRUST_PROXY: 'loopback', forwarded: (spoofed: string) => `${spoofed}, 203.0.113.9`, real: '203.0.113.9' },
])('behind $proxies, a client cannot choose its address', ({ TRUST_PROXY, forwarded, real }) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(TRUST_PROXY ? { TRUST_PROXY } : {});
  });
  afterAll(() => testApp?.close());

  async function wrongPassword(email: string, forwardedFor: string): Promise<number> {
    const client = new SessionClient(testApp.server);
    const { token } = (await client.agent.get('/api/csrf-token').set('X-Forwarded-For', forwardedFor)).body;
    return (await client.agent.post('/api/login').set('X-Forwarded-For', forwardedFor).set(CSRF_HEADER, token).send({ email, password: 'Wrong-Password-1' })).status;
  }

  it('wrong passwords sent with a new made-up address each time are counted on the real one', async () => {
    const { account } = await signedUp(testApp.server);
    const answers: number[] = [];
    for (let attempt = 1; attempt <= FAILS_PER_ACCOUNT_AND_ADDRESS + 2; attempt += 1) answers.push(await wrongPassword(account.email, forwarded(`198.51.100.${attempt}`)));
    expect(answers.slice(0, FAILS_PER_ACCOUNT_AND_ADDRESS - 1).every((status) => status === 401)).toBe(true);
    expect(answers.slice(FAILS_PER_ACCOUNT_AND_ADDRESS - 1).every((status) => status === 429)).toBe(true);
  });

  if (real) {
    it('another client behind the same proxies keeps its own count', async () => {
      const { account } = await signedUp(testApp.server);
      for (let attempt = 1; attempt <= FAILS_PER_ACCOUNT_AND_ADDRESS; attempt += 1) await wrongPassword(account.email, forwarded('198.51.100.1'));
      expect(await wrongPassword(account.email, forwarded('198.51.100.1').replace(real, '203.0.113.99'))).toBe(401);
    });
  }
});
