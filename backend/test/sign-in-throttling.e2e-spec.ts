import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CSRF_HEADER } from 'shared-contracts';
import { FAILS_PER_ACCOUNT_AND_ADDRESS, FAILS_PER_ADDRESS } from '../src/auth/sign-in-delay.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What a caller sees of a sign-in attempt. */
interface Answer {
  status: number;
  code: string;
  retryAfterSeconds?: number;
  retryAfterHeader?: string;
}

// Each test's addresses are its own (X-Forwarded-For, read behind TRUST_PROXY), as people on other connections.
let nextAddress = 0;
const newAddress = (): string => `203.0.113.${(nextAddress += 1)}`;

describe('sign-in throttling per (account, address) and per address, with growing waits (OWASP)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => testApp?.close());

  async function signIn(email: string, password: string, address: string): Promise<Answer> {
    const client = new SessionClient(testApp.server);
    const { token } = (await client.agent.get('/api/csrf-token').set('X-Forwarded-For', address)).body;
    const response = await client.agent.post('/api/login').set('X-Forwarded-For', address).set(CSRF_HEADER, token).send({ email, password });
    return { status: response.status, code: response.body.code, retryAfterSeconds: response.body.retryAfterSeconds, retryAfterHeader: response.headers['retry-after'] };
  }

  const wrongTimes = async (count: number, email: string, address: string): Promise<Answer[]> => {
    const answers: Answer[] = [];
    for (let attempt = 1; attempt <= count; attempt += 1) answers.push(await signIn(email, `Wrong-Password-${attempt}`, address));
    return answers;
  };

  /** The wait of an (account, address) pair ends now, as it would after its minute. */
  const endWaits = () => testApp.dataSource.query(`UPDATE sign_in_limits SET expire = $1 WHERE key LIKE 'sign-in-fails:%'`, [Date.now() - 1]);

  it('never stops the owner: 50 wrong passwords from an attacker’s address, and the owner signs in from theirs at once', async () => {
    const { account } = await signedUp(testApp.server);
    const attackerAddress = newAddress();
    const attacker = await wrongTimes(50, account.email, attackerAddress);
    expect(attacker.slice(0, FAILS_PER_ACCOUNT_AND_ADDRESS - 1).every(({ status, code }) => status === 401 && code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(attacker.slice(FAILS_PER_ACCOUNT_AND_ADDRESS - 1).every(({ status, code }) => status === 429 && code === 'SIGN_IN_DELAYED')).toBe(true);
    // The attacker's right guess is refused too while its address waits.
    expect((await signIn(account.email, account.password, attackerAddress)).status).toBe(429);
    expect((await signIn(account.email, account.password, newAddress())).status).toBe(200);
  });

  it('answers an email without an account exactly as one with an account, through the whole sequence', async () => {
    const { account } = await signedUp(testApp.server);
    const sequence = async (email: string) => {
      const address = newAddress();
      const answers = await wrongTimes(8, email, address);
      await endWaits();
      answers.push(...(await wrongTimes(6, email, address)));
      // The seconds left are the same but for the moment they were read.
      return answers.map(({ retryAfterSeconds, retryAfterHeader, ...rest }) => ({
        ...rest,
        wait: retryAfterSeconds && Math.round(retryAfterSeconds / 10),
        header: !!retryAfterHeader,
      }));
    };
    const known = await sequence(account.email);
    const unknown = await sequence(`nobody.${Date.now()}@example.dz`);
    expect(unknown).toEqual(known);
    expect(known.map(({ status }) => status)).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 401, 401, 401, 401, 429, 429]);
  });

  it('waits longer each time the limit is reached: one minute, two, four', async () => {
    const { account } = await signedUp(testApp.server);
    const address = newAddress();
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const answers = await wrongTimes(FAILS_PER_ACCOUNT_AND_ADDRESS, account.email, address);
      const last = answers.at(-1)!;
      expect(last.retryAfterHeader).toBe(String(last.retryAfterSeconds));
      waits.push(last.retryAfterSeconds!);
      await endWaits();
    }
    expect(waits).toEqual([60, 120, 240]);
  });

  it('forgets the wrong passwords of the address a successful sign-in came from, and of that address only', async () => {
    const { account } = await signedUp(testApp.server);
    const [attacker, home] = [newAddress(), newAddress()];
    expect((await wrongTimes(FAILS_PER_ACCOUNT_AND_ADDRESS, account.email, attacker)).at(-1)!.status).toBe(429);
    await wrongTimes(FAILS_PER_ACCOUNT_AND_ADDRESS - 1, account.email, home);
    // The owner signs in from home: home starts afresh, the attacker's address still waits.
    expect((await signIn(account.email, account.password, home)).status).toBe(200);
    expect((await wrongTimes(FAILS_PER_ACCOUNT_AND_ADDRESS - 1, account.email, home)).every(({ status }) => status === 401)).toBe(true);
    expect((await signIn(account.email, 'Another-Guess-2026', attacker)).status).toBe(429);
  });

  it('forgets them from every address at a password reset', async () => {
    const { account } = await signedUp(testApp.server);
    const address = newAddress();
    expect((await wrongTimes(FAILS_PER_ACCOUNT_AND_ADDRESS, account.email, address)).at(-1)!.status).toBe(429);
    const client = await new SessionClient(testApp.server).start();
    await client.post('/api/password/forgot', { email: account.email });
    const token = await tokenMailedTo(account.email);
    expect((await client.post('/api/password/reset', { token, password: 'Nouveau-Mot-2026' })).status).toBe(204);
    expect((await signIn(account.email, 'Nouveau-Mot-2026', address)).status).toBe(200);
  });

  it('makes an address wait after many wrong passwords on any accounts, and that address only', async () => {
    const { account } = await signedUp(testApp.server);
    const sprayer = newAddress();
    for (let n = 0; n < FAILS_PER_ADDRESS; n += 1) await signIn(`sprayed.${n}@example.dz`, 'Wrong-Password-1', sprayer);
    expect(await signIn(account.email, account.password, sprayer)).toMatchObject({ status: 429, code: 'SIGN_IN_DELAYED' });
    expect((await signIn(account.email, account.password, newAddress())).status).toBe(200);
  });

  async function tokenMailedTo(email: string): Promise<string> {
    // The mail is written after the answer; wait for what is expected, a row in the outbox.
    for (;;) {
      const [mail] = await testApp.dataSource.query('SELECT text FROM mail_outbox WHERE "to" = $1', [email]);
      if (mail) return /token=([\w-]+)/.exec(mail.text)![1];
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
});
