import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NEW_PASSWORD_MIN_LENGTH, type ApiErrorBody, type User } from 'shared-contracts';
import { newAccount, SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('POST /api/register', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  const register = async (overrides: object) => (await new SessionClient(testApp.server).start()).post('/api/register', newAccount(overrides));

  it('answers 201 with the new user, signed in, and never a password hash', async () => {
    const client = await new SessionClient(testApp.server).start();
    const account = newAccount({ firstName: '  أمينة ', phone: '' });
    const response = await client.post('/api/register', account);
    expect(response.status).toBe(201);
    const user = response.body as User;
    expect(user).toEqual({
      id: expect.any(Number),
      username: account.username,
      email: account.email,
      firstName: 'أمينة',
      lastName: 'بن علي',
      phone: null,
      avatar: null,
      role: 'user',
      isBlogAuthor: false,
      isActive: true,
      subscriptionPlan: 'free',
      rewardPoints: 0,
      planExpiresAt: null,
      planNotice: null,
      language: 'ar',
      notifications: { alerts: true, listingExpiry: true, messages: true },
      twoFactor: false,
      deletionScheduledAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(user)).not.toMatch(/hash|argon|password/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(user);
    const [row] = await testApp.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    // argon2 0.45 writes the parameters in the order m, p, t.
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it.each([
    ['username', { username: 'AminaTaken' }, { username: 'aminataken' }, 'USERNAME_TAKEN', /username/],
    ['email', { email: 'taken@example.dz' }, { email: 'TAKEN@Example.DZ' }, 'EMAIL_TAKEN', /email/],
  ])('refuses a %s already taken, whatever its case: 409', async (_field, first, second, code, message) => {
    await signedUp(testApp.server, first);
    for (const duplicate of [first, second]) {
      const response = await register(duplicate);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ statusCode: 409, code });
      expect(response.body.message).toMatch(message);
    }
  });

  it('still answers 409 when two sign-ups race for one email (the unique index decides)', async () => {
    const email = 'race@example.dz';
    const answers = await Promise.all([register({ email }), register({ email: 'Race@example.dz' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('EMAIL_TAKEN');
  });

  it.each([
    ['a bad email', { email: 'amina@' }, [{ field: 'email', code: 'email' }]],
    ['a short password', { password: 'Ab1-x' }, [{ field: 'password', code: 'tooShort', limit: NEW_PASSWORD_MIN_LENGTH }]],
    ['a common password', { password: 'password123' }, [{ field: 'password', code: 'tooCommon' }]],
    ['a common password in capitals', { password: 'PASSWORD123' }, [{ field: 'password', code: 'tooCommon' }]],
    ['the username as password', { username: 'zaccar-farmer', password: 'Zaccar-Farmer' }, [{ field: 'password', code: 'tooCommon' }]],
    ['the email local part as password', { email: 'oum.laadham@example.dz', password: 'oum.laadham' }, [{ field: 'password', code: 'tooCommon' }]],
    ['missing names', { firstName: '   ', lastName: undefined }, [{ field: 'firstName', code: 'required' }, { field: 'lastName', code: 'required' }]],
    ['a name too long', { lastName: 'ب'.repeat(61) }, [{ field: 'lastName', code: 'tooLong', limit: 60 }]],
    ['a username with spaces', { username: 'amina ben ali' }, [{ field: 'username', code: 'invalid' }]],
    ['an unknown field', { role: 'admin' }, [{ field: 'role', code: 'unknown' }]],
  ])('answers 400 VALIDATION_FAILED with field codes for %s', async (_case, overrides, fields) => {
    const response = await register(overrides);
    expect(response.status).toBe(400);
    const body = response.body as ApiErrorBody;
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.fields).toEqual(fields);
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('creates no account for a refused sign-up', async () => {
    await register({ email: 'refused@example.dz', password: 'password123' });
    expect(await testApp.dataSource.query(`SELECT id FROM users WHERE email = 'refused@example.dz'`)).toEqual([]);
  });
});
