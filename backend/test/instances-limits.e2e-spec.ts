import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER } from 'shared-contracts';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { FAILS_PER_ACCOUNT_AND_ADDRESS } from '../src/auth/sign-in-delay.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startApp, startTestApp, type TestApp } from './support/test-app.js';

/** Two instances behind one proxy (TRUST_PROXY: the client's address from X-Forwarded-For), the per-address limit low. */
const ENV = { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '6' };

describe('two instances count one budget: limits hold whichever instance answers', () => {
  let a: TestApp;
  let b: TestApp;
  let bData: string;
  beforeAll(async () => {
    a = await startTestApp(ENV);
    bData = await mkdtemp(join(tmpdir(), 'djelfa-instance-b-'));
    b = await startApp({ ...ENV, DATABASE_URL: (a.dataSource.options as PostgresDataSourceOptions).url, DATA_DIR: bData });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await rm(bData, { recursive: true, force: true });
  });

  /** A POST from `address` to whichever instance. */
  async function post(app: TestApp, address: string, path: string, body: object) {
    const client = new SessionClient(app.server);
    const { token } = (await client.agent.get('/api/csrf-token').set('X-Forwarded-For', address)).body;
    return client.agent.post(path).set('X-Forwarded-For', address).set(CSRF_HEADER, token).send(body);
  }

  it('the per-address limit of the auth calls counts the calls both instances answered', async () => {
    const address = '198.51.100.7';
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a, b, a]) statuses.push((await post(app, address, '/api/password/forgot', { email: 'someone@example.dz' })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
  });

  it('wrong passwords for one account from one address are counted across instances', async () => {
    const { account } = await signedUp(a.server);
    const address = '198.51.100.8';
    const codes: string[] = [];
    for (let attempt = 0; attempt < FAILS_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      const app = attempt % 2 === 0 ? b : a;
      codes.push((await post(app, address, '/api/login', { email: account.email, password: `Wrong-Password-${attempt}` })).body.code);
    }
    expect(codes.slice(0, -1).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes.at(-1)).toBe('SIGN_IN_DELAYED');
  });
});
