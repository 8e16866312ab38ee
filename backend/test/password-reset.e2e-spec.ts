import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { CSRF_HEADER } from 'shared-contracts';
import { RESET_LINK_JOB } from '../src/auth/reset-link.service.js';
import { SEND_MAIL_JOB } from '../src/mail/mail-queue.js';
import { queuesIdle } from './support/jobs.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://djelfa-estates.example';

describe('forgotten password', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ PUBLIC_URL, TRUST_PROXY: '1' });
  });
  afterAll(() => testApp?.close());

  const mailsTo = async (email: string): Promise<{ subject: string; text: string }[]> =>
    testApp.dataSource.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [email]);

  /** The link is mailed after the answer (its timing must not tell whether the account exists). */
  async function linkMailedTo(email: string, count = 1): Promise<string> {
    for (let wait = 0; wait < 100; wait += 1) {
      const mails = await mailsTo(email);
      if (mails.length >= count) return /token=([\w-]+)/.exec(mails[count - 1].text)![1];
      await sleep(50);
    }
    throw new Error(`No mail to ${email}`);
  }

  const forgot = async (email: string) => (await new SessionClient(testApp.server).start()).post('/api/password/forgot', { email });
  const reset = async (token: string, password: string) => (await new SessionClient(testApp.server).start()).post('/api/password/reset', { token, password });
  const login = async (email: string, password: string) => (await new SessionClient(testApp.server).start()).post('/api/login', { email, password });

  it('answers 202 {} alike for an unknown and a real email, and mails only the real account, in Arabic and English', async () => {
    const { account } = await signedUp(testApp.server);
    const unknown = await forgot('nobody@example.dz');
    const known = await forgot(account.email.toUpperCase());
    expect([unknown.status, unknown.body]).toEqual([202, {}]);
    expect([known.status, known.body]).toEqual([202, {}]);
    const token = await linkMailedTo(account.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [mail] = await mailsTo(account.email);
    expect(mail.text).toContain(`${PUBLIC_URL}/auth/reset?token=${token}`);
    expect(mail.text).toContain('إعادة تعيين كلمة مرور');
    expect(mail.text).toContain('reset the password');
    expect(await mailsTo('nobody@example.dz')).toEqual([]);
    // Both went through the job queue alike: the answer never waited for the lookup.
    const jobs = await testApp.dataSource.query("SELECT data->>'email' AS email FROM pgboss.job WHERE name = $1", [RESET_LINK_JOB]);
    expect(jobs.map(({ email }: { email: string }) => email).sort()).toEqual(['nobody@example.dz', account.email.toUpperCase()].sort());
    // Only a digest is stored.
    const stored = await testApp.dataSource.query('SELECT token_hash FROM password_reset_tokens');
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('resets once: 204, every session of the account ended, the new password signs in, a second use is 400', async () => {
    const { account, client: elsewhere } = await signedUp(testApp.server);
    const secondDevice = await new SessionClient(testApp.server).start();
    await secondDevice.post('/api/login', { email: account.email, password: account.password });
    await forgot(account.email);
    const token = await linkMailedTo(account.email);

    const resetter = await new SessionClient(testApp.server).start();
    const done = await resetter.post('/api/password/reset', { token, password: 'Nouveau-Mot-2026' });
    expect(done.status).toBe(204);
    expect(done.headers[CSRF_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await secondDevice.get('/api/user')).status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, 'Nouveau-Mot-2026')).status).toBe(200);

    const again = await reset(token, 'Encore-Un-Autre-2026');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an expired token, an unknown one, and a token made void by a newer request', async () => {
    const { account } = await signedUp(testApp.server);
    await forgot(account.email);
    const first = await linkMailedTo(account.email);
    await forgot(account.email);
    const second = await linkMailedTo(account.email, 2);
    expect((await reset(first, 'Nouveau-Mot-2026')).body.code).toBe('RESET_TOKEN_INVALID');
    expect((await reset('x'.repeat(43), 'Nouveau-Mot-2026')).body.code).toBe('RESET_TOKEN_INVALID');
    await testApp.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const expired = await reset(second, 'Nouveau-Mot-2026');
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('RESET_TOKEN_INVALID');
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('sets the token to expire in one hour', async () => {
    const { account, id } = await signedUp(testApp.server);
    await forgot(account.email);
    await linkMailedTo(account.email);
    const [{ minutes }] = await testApp.dataSource.query(`SELECT round(extract(epoch FROM expires_at - now()) / 60) AS minutes FROM password_reset_tokens WHERE user_id = $1`, [
      id,
    ]);
    expect(Number(minutes)).toBe(60);
  });

  it('applies the new-password rules, and keeps the token for a better try', async () => {
    const { account } = await signedUp(testApp.server);
    await forgot(account.email);
    const token = await linkMailedTo(account.email);
    const common = await reset(token, 'password123');
    expect(common.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'password', code: 'tooCommon' }] });
    const ownName = await reset(token, account.username);
    expect(ownName.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'password', code: 'tooCommon' }] });
    expect((await reset(token, 'Nouveau-Mot-2026')).status).toBe(204);
  });

  it('mails one email at most three links an hour, whatever the number of addresses asking, and answers alike', async () => {
    const { account } = await signedUp(testApp.server);
    const answers: number[] = [];
    for (let address = 1; address <= 6; address += 1) {
      const client = new SessionClient(testApp.server);
      client.agent.set('X-Forwarded-For', `198.51.100.${address}`);
      answers.push((await (await client.start()).post('/api/password/forgot', { email: account.email })).status);
    }
    expect(answers).toEqual(Array(6).fill(202));
    await queuesIdle(testApp, [RESET_LINK_JOB, SEND_MAIL_JOB]);
    expect(await mailsTo(account.email)).toHaveLength(3);
  });

  it('mails nothing to a deactivated account', async () => {
    const { account, id } = await signedUp(testApp.server);
    await testApp.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [id]);
    expect((await forgot(account.email)).status).toBe(202);
    await queuesIdle(testApp, [RESET_LINK_JOB, SEND_MAIL_JOB]);
    expect(await mailsTo(account.email)).toEqual([]);
  });
});
