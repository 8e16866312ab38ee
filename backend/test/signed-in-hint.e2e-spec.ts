import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import request from 'supertest';
import { CSRF_HEADER, SIGNED_IN_HINT_COOKIE } from 'shared-contracts';
import { member } from './support/listings.js';
import { SessionClient, newAccount, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What an answer does to the hint: sets it, clears it, or leaves it be. */
function hintChange(response: Response): 'set' | 'cleared' | 'none' {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const hint = cookies.find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
  if (!hint) return 'none';
  return /Expires=Thu, 01 Jan 1970/i.test(hint) || hint.startsWith(`${SIGNED_IN_HINT_COOKIE}=;`) ? 'cleared' : 'set';
}

describe('the signed-in hint: anonymous visits need not ask for a session they do not have', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it('is set with a sign-up or sign-in, readable by the scripts, and cleared by the sign-out', async () => {
    const client = await new SessionClient(testApp.server).start();
    const account = newAccount();
    const registered = await client.post('/api/register', account);
    expect(hintChange(registered)).toBe('set');
    const cookie = ([] as string[]).concat(registered.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))!;
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(hintChange(await client.get('/api/user'))).toBe('none');
    expect(hintChange(await client.post('/api/logout'))).toBe('cleared');

    const again = await new SessionClient(testApp.server).start();
    expect(hintChange(await again.post('/api/login', { email: account.email, password: account.password }))).toBe('set');
  });

  it('is never given to a visitor, and a stale one goes with the 401 of the session check', async () => {
    const visitor = await new SessionClient(testApp.server).start();
    const token = await visitor.agent.get('/api/csrf-token');
    expect(hintChange(token)).toBe('none');
    const stale = await request(testApp.server).get('/api/user').set('Cookie', `${SIGNED_IN_HINT_COOKIE}=1`);
    expect([stale.status, hintChange(stale)]).toEqual([401, 'cleared']);
  });

  it('goes when an admin deactivates the account: the next answer clears it', async () => {
    const { client, id } = await signedUp(testApp.server);
    const admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    expect((await admin.agent.put(`/api/admin/users/${id}/toggle`).set(CSRF_HEADER, admin.token).send({ active: false })).status).toBe(200);
    const next = await client.get('/api/user');
    expect([next.status, hintChange(next)]).toEqual([401, 'cleared']);
  });
});
