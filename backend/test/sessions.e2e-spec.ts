import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request, { type Response } from 'supertest';
import { SESSION_COOKIE, SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const setCookie = (response: Response): string => ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)) ?? '';

/** The session id inside a signed cookie value (`s:<id>.<signature>`). */
const sidOf = (cookie: string | undefined): string =>
  decodeURIComponent(cookie ?? '')
    .slice(2)
    .split('.')[0];

const DAY = 24 * 3_600_000;

describe('the session cookie', () => {
  it('is djelfa.sid, HttpOnly, SameSite=Lax, path /, not Secure over plain HTTP, Secure behind an HTTPS proxy', async () => {
    const testApp = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const plain = setCookie(await request(testApp.server).get('/api/csrf-token').expect(200));
      expect(plain).toMatch(/^djelfa\.sid=s%3A[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
      const proxied = setCookie(await request(testApp.server).get('/api/csrf-token').set('X-Forwarded-Proto', 'https'));
      expect(proxied).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await testApp.close();
    }
  });

  it('is always Secure with SESSION_COOKIE_SECURE=true, and then never sent over plain HTTP', async () => {
    const testApp = await startTestApp({ SESSION_COOKIE_SECURE: 'true', TRUST_PROXY: '1' });
    try {
      expect(setCookie(await request(testApp.server).get('/api/csrf-token').set('X-Forwarded-Proto', 'https'))).toMatch(/; Secure; /);
      expect(setCookie(await request(testApp.server).get('/api/csrf-token'))).toBe('');
    } finally {
      await testApp.close();
    }
  });
});

describe('session timeouts and writes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  const times = async (cookie?: string) =>
    (await testApp.dataSource.query('SELECT sess FROM user_sessions WHERE sid = $1', [sidOf(cookie)]))[0]?.sess as
      { createdAt: number; lastSeenAt: number; cookie: { expires: string } } | undefined;
  const setTimes = (cookie: string | undefined, values: { createdAt?: number; lastSeenAt?: number }) =>
    testApp.dataSource.query(`UPDATE user_sessions SET sess = (sess::jsonb || $2::jsonb)::json WHERE sid = $1`, [sidOf(cookie), JSON.stringify(values)]);

  it('ends a session unused for longer than the idle timeout (7 days)', async () => {
    const { client } = await signedUp(testApp.server);
    const old = client.cookie;
    await setTimes(old, { lastSeenAt: Date.now() - 7 * DAY + 60_000 });
    expect((await client.get('/api/user')).status).toBe(200);
    await setTimes(old, { lastSeenAt: Date.now() - 7 * DAY - 1000 });
    const expired = await client.get('/api/user');
    expect(expired.status).toBe(401);
    expect(await times(old)).toBeUndefined();
  });

  it('ends a session older than the absolute timeout (30 days), however recently used', async () => {
    const { client } = await signedUp(testApp.server);
    await setTimes(client.cookie, { createdAt: Date.now() - 30 * DAY - 1000, lastSeenAt: Date.now() });
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('writes lastSeenAt again only when it is stale (a twentieth of the idle timeout), moving the expiry with it', async () => {
    const { client } = await signedUp(testApp.server);
    const hourAgo = Date.now() - 3_600_000;
    await setTimes(client.cookie, { lastSeenAt: hourAgo });
    await client.get('/api/user');
    expect((await times(client.cookie))?.lastSeenAt).toBe(hourAgo);

    const tenHoursAgo = Date.now() - 10 * 3_600_000;
    await setTimes(client.cookie, { lastSeenAt: tenHoursAgo });
    const refreshed = await client.get('/api/user');
    const stored = await times(client.cookie);
    expect(stored!.lastSeenAt).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(stored!.cookie.expires)).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    expect(setCookie(refreshed)).toContain(encodeURIComponent(`s:${sidOf(client.cookie)}`));
  });

  it('does not write the session store on every request: at most once in 20 signed-in calls', async () => {
    const { client } = await signedUp(testApp.server);
    await testApp.dataSource.query(`
      CREATE TABLE session_writes (at timestamptz DEFAULT now());
      CREATE FUNCTION count_session_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO session_writes DEFAULT VALUES; RETURN NULL; END $$;
      CREATE TRIGGER count_session_writes AFTER INSERT OR UPDATE OR DELETE ON user_sessions
        FOR EACH ROW EXECUTE FUNCTION count_session_write();`);
    for (let call = 0; call < 20; call += 1) expect((await client.get('/api/user')).status).toBe(200);
    const [{ writes }] = await testApp.dataSource.query('SELECT count(*)::int AS writes FROM session_writes');
    expect(writes).toBeLessThanOrEqual(1);
    // The trigger does count: a sign-out writes.
    await client.post('/api/logout');
    const [{ after }] = await testApp.dataSource.query('SELECT count(*)::int AS after FROM session_writes');
    expect(after).toBeGreaterThan(writes);
  });

  it('lets a visitor ask for a token without ever signing in: one anonymous session, no account', async () => {
    const client = await new SessionClient(testApp.server).start();
    const token = client.token;
    const [{ users }] = await testApp.dataSource.query('SELECT count(*)::int AS users FROM users');
    const [{ sessions }] = await testApp.dataSource.query('SELECT count(*)::int AS sessions FROM user_sessions');
    for (let call = 0; call < 5; call += 1) {
      expect((await client.get('/api/csrf-token')).body.token).toBe(token);
      await client.get('/api/user');
    }
    await request(testApp.server).get('/api/user').expect(401);
    expect(await testApp.dataSource.query('SELECT count(*)::int AS users FROM users')).toEqual([{ users }]);
    expect(await testApp.dataSource.query('SELECT count(*)::int AS sessions FROM user_sessions')).toEqual([{ sessions }]);
  });
});
