import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import type { RecoveryCodes, TwoFactorSetup, User } from 'shared-contracts';
import { mailsTo } from './support/mail-outbox.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The code an authenticator app shows for `secret`, `stepsAgo` periods of 30 s ago (negative: ahead). */
const codeFor = (secret: string, stepsAgo = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) - stepsAgo * 30 });

describe('two-factor sign-in (TOTP)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  /** An account with two-factor sign-in on: its secret and recovery codes. */
  async function withTwoFactor() {
    const { client, account } = await signedUp(testApp.server);
    const setup = (await client.post('/api/user/two-factor/setup')).body as TwoFactorSetup;
    const enabled = await client.post('/api/user/two-factor/enable', { code: await codeFor(setup.secret), password: account.password });
    expect(enabled.status).toBe(200);
    return { client, account, secret: setup.secret, recoveryCodes: (enabled.body as RecoveryCodes).recoveryCodes };
  }

  const passwordStep = async (email: string, password: string) => {
    const client = await new SessionClient(testApp.server).start();
    const response = await client.post('/api/login', { email, password });
    return { client, response };
  };

  it('is set up with a QR code and turned on only by a code from the app, which gives ten recovery codes once', async () => {
    const { client, account } = await signedUp(testApp.server);
    const setup = await client.post('/api/user/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await client.get('/api/user')).body.twoFactor).toBe(false);

    const wrong = await client.post('/api/user/two-factor/enable', { code: '000000', password: account.password });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual([{ field: 'code', code: 'incorrect' }]);

    const enabled = await client.post('/api/user/two-factor/enable', { code: await codeFor(setup.body.secret), password: account.password });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    expect(enabled.body.recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await client.get('/api/user')).body.twoFactor).toBe(true);
    expect((await client.get('/api/user/two-factor')).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const [row] = await testApp.dataSource.query('SELECT code_hash FROM recovery_codes LIMIT 1');
    expect(enabled.body.recoveryCodes).not.toContain(row.code_hash);
  });

  it('asks for the code after the password: no session until it is given, then signed in', async () => {
    const { account, secret } = await withTwoFactor();
    const { client, response } = await passwordStep(account.email, account.password);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ twoFactorRequired: true });
    expect((await client.get('/api/user')).status).toBe(401);

    const wrong = await client.post('/api/login/two-factor', { code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('TWO_FACTOR_INVALID');
    // The next period's code (a phone's clock may run ahead): the one that turned it on is never taken again.
    const right = await client.post('/api/login/two-factor', { code: await codeFor(secret, -1) });
    expect(right.status).toBe(200);
    expect((right.body as User).email).toBe(account.email.toLowerCase());
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('never takes the same code twice', async () => {
    const { account, secret } = await withTwoFactor();
    const code = await codeFor(secret, -1);
    const first = await passwordStep(account.email, account.password);
    expect((await first.client.post('/api/login/two-factor', { code })).status).toBe(200);
    const second = await passwordStep(account.email, account.password);
    expect((await second.client.post('/api/login/two-factor', { code })).body.code).toBe('TWO_FACTOR_INVALID');
  });

  it('takes each recovery code once, whatever its case and spacing', async () => {
    const { account, recoveryCodes } = await withTwoFactor();
    const first = await passwordStep(account.email, account.password);
    expect((await first.client.post('/api/login/two-factor', { code: ` ${recoveryCodes[3].toUpperCase()} ` })).status).toBe(200);
    expect((await first.client.get('/api/user/two-factor')).body.recoveryCodesLeft).toBe(9);
    const again = await passwordStep(account.email, account.password);
    expect((await again.client.post('/api/login/two-factor', { code: recoveryCodes[3] })).status).toBe(401);
  });

  it('asks for the password again after five wrong codes, or with no password step at all', async () => {
    const { account, secret } = await withTwoFactor();
    const { client } = await passwordStep(account.email, account.password);
    for (let i = 0; i < 5; i++) expect((await client.post('/api/login/two-factor', { code: '000000' })).body.code).toBe('TWO_FACTOR_INVALID');
    const locked = await client.post('/api/login/two-factor', { code: await codeFor(secret) });
    expect(locked.body.code).toBe('TWO_FACTOR_EXPIRED');
    const stranger = await new SessionClient(testApp.server).start();
    expect((await stranger.post('/api/login/two-factor', { code: await codeFor(secret) })).body.code).toBe('TWO_FACTOR_EXPIRED');
  });

  it('is turned off only with the password; then the password alone signs in', async () => {
    const { client, account } = await withTwoFactor();
    const wrong = await client.post('/api/user/two-factor/disable', { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect((await client.post('/api/user/two-factor/disable', { password: account.password })).status).toBe(204);
    const { response } = await passwordStep(account.email, account.password);
    expect(response.status).toBe(200);
    expect(response.body.twoFactor).toBe(false);
  });

  it('is turned on, or re-keyed, only with the password, and the owner is mailed each change', async () => {
    // A session left open is not the owner: it cannot put its own authenticator on the account.
    const { client, account, secret } = await withTwoFactor();
    const rekey = (await client.post('/api/user/two-factor/setup')).body as TwoFactorSetup;
    const refused = await client.post('/api/user/two-factor/enable', { code: await codeFor(rekey.secret), password: 'Not-The-Password-1' });
    expect([refused.status, refused.body.fields]).toEqual([400, [{ field: 'password', code: 'incorrect' }]]);
    expect((await client.post('/api/user/two-factor/enable', { code: await codeFor(rekey.secret) })).status).toBe(400);
    // The owner's app still signs in.
    const signIn = await passwordStep(account.email, account.password);
    expect((await signIn.client.post('/api/login/two-factor', { code: await codeFor(secret, -1) })).status).toBe(200);
    // With the password, the new app replaces the old one.
    expect((await client.post('/api/user/two-factor/enable', { code: await codeFor(rekey.secret), password: account.password })).status).toBe(200);
    expect((await client.post('/api/user/two-factor/disable', { password: account.password })).status).toBe(204);
    const subjects = (await mailsTo(testApp.dataSource, account.email.toLowerCase(), 3)).map(({ subject }) => subject);
    expect(subjects).toEqual([expect.stringContaining('فُعّل التحقق بخطوتين'), expect.stringContaining('فُعّل التحقق بخطوتين'), expect.stringContaining('أُوقف التحقق بخطوتين')]);
  });

  it('is the signed-in account’s own: 401 for a visitor', async () => {
    const visitor = await new SessionClient(testApp.server).start();
    expect((await visitor.post('/api/user/two-factor/setup')).status).toBe(401);
    expect((await visitor.get('/api/user/two-factor')).status).toBe(401);
  });
});
