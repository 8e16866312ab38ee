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
      notifications: { alerts: true, alertChannel: 'email', listingExpiry: true, messages: true, pushMessages: true },
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
    [
      'missing names',
      { firstName: '   ', lastName: undefined },
      [
        { field: 'firstName', code: 'required' },
        { field: 'lastName', code: 'required' },
      ],
    ],
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

describe('POST /api/register, asked again and again whether emails have an account', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => testApp?.close());

  const registerFrom = async (address: string, overrides: object) => {
    const client = new SessionClient(testApp.server);
    client.agent.set('X-Forwarded-For', address);
    return (await client.start()).post('/api/register', newAccount(overrides));
  };

  it('answers an address ten times that an email is taken, then 429 with the wait for any sign-up from it; other addresses go on', async () => {
    const members = await Promise.all(Array.from({ length: 11 }, () => signedUp(testApp.server)));
    const answers = [];
    for (const { account } of members) answers.push(await registerFrom('198.51.100.20', { email: account.email }));
    expect(answers.map(({ status }) => status)).toEqual([...Array(10).fill(409), 429]);
    const refused = answers.at(-1)!;
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(3_000);
    // A free email from that address is refused alike: the answer tells nothing more.
    expect((await registerFrom('198.51.100.20', {})).status).toBe(429);
    expect((await registerFrom('198.51.100.21', { email: members[0].account.email })).status).toBe(409);
    expect((await registerFrom('198.51.100.21', {})).status).toBe(201);
  });
});
