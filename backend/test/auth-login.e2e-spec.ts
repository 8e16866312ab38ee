import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import request from 'supertest';
import { CSRF_HEADER, SIGN_IN_PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { SESSION_COOKIE, SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('sign-in and sign-out', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  const login = async (email: string, password: string) => (await new SessionClient(testApp.server).start()).post('/api/login', { email, password });
  const withCookie = (cookie: string | undefined) => request(testApp.server).get('/api/user').set('Cookie', `${SESSION_COOKIE}=${cookie}`);
  const sessionRows = async (): Promise<string[]> => (await testApp.dataSource.query('SELECT sid FROM user_sessions')).map((row: { sid: string }) => row.sid);

  it('answers 200 with the user and a new CSRF token, in a new session whose id replaced the old one', async () => {
    const { account, id } = await signedUp(testApp.server);
    const client = await new SessionClient(testApp.server).start();
    const [anonymousCookie, anonymousToken] = [client.cookie, client.token];
    const response = await client.post('/api/login', { email: account.email.toUpperCase(), password: account.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, email: account.email, firstName: account.firstName });
    expect(response.headers[CSRF_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers[CSRF_HEADER]).not.toBe(anonymousToken);
    expect(client.cookie).not.toBe(anonymousCookie);
    expect((await client.get('/api/user')).body.id).toBe(id);
    await withCookie(anonymousCookie).expect(401);

    // Signing in again from a signed-in session rotates its id too; the old id is gone.
    const signedInCookie = client.cookie;
    await client.post('/api/login', { email: account.email, password: account.password });
    expect(client.cookie).not.toBe(signedInCookie);
    await withCookie(signedInCookie).expect(401);
    expect(await sessionRows()).not.toContain(decodeURIComponent(signedInCookie!).slice(2).split('.')[0]);
  });

  it('gives the same 401 INVALID_CREDENTIALS for a wrong password and an unknown email', async () => {
    const { account } = await signedUp(testApp.server);
    const wrongPassword = await login(account.email, 'Not-The-Password-1');
    const unknownEmail = await login('nobody@example.dz', account.password);
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' });
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('checks the sign-in form rule, not the new-password rule', async () => {
    const short = await login('amina@example.dz', 'abc');
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual([{ field: 'password', code: 'tooShort', limit: SIGN_IN_PASSWORD_MIN_LENGTH }]);
    const badEmail = await login('amina', 'long enough');
    expect(badEmail.body.fields).toEqual([{ field: 'email', code: 'email' }]);
    // Six characters, common: a valid attempt (an old account may have it), so only a wrong password.
    expect((await login('amina@example.dz', '123456')).status).toBe(401);
  });

  it('answers 403 ACCOUNT_DISABLED to a deactivated user with the right password only', async () => {
    const { account, id } = await signedUp(testApp.server);
    await testApp.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [id]);
    const right = await login(account.email, account.password);
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('ACCOUNT_DISABLED');
    expect((await login(account.email, 'Not-The-Password-1')).body.code).toBe('INVALID_CREDENTIALS');
  });

  it('signs out: 204, the session row deleted, the old cookie refused, a new anonymous session with a token', async () => {
    const { client } = await signedUp(testApp.server);
    const signedInCookie = client.cookie;
    const response = await client.post('/api/logout');
    expect(response.status).toBe(204);
    expect(response.headers[CSRF_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    expect(client.cookie).not.toBe(signedInCookie);
    await withCookie(signedInCookie).expect(401);
    const after = await client.get('/api/user');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
    // The new token works: the visitor can sign in again without asking for one.
    expect((await client.post('/api/logout')).status).toBe(204);
  });

  it('answers GET /api/user with 401 UNAUTHENTICATED for a visitor, and signs out a deleted user', async () => {
    const anonymous = await request(testApp.server).get('/api/user').expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    const { client, id } = await signedUp(testApp.server);
    await testApp.dataSource.query('DELETE FROM users WHERE id = $1', [id]);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('rehashes at sign-in a password hashed with weaker parameters', async () => {
    const { account, id } = await signedUp(testApp.server);
    const weak = await argon2.hash(account.password, { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await testApp.dataSource.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, weak]);
    expect((await login(account.email, account.password)).status).toBe(200);
    const [{ password_hash: rehashed }] = await testApp.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [id]);
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await login(account.email, account.password)).status).toBe(200);
  });
});
