import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNTS } from '../src/auth/demo-accounts.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startApp, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const signIn = async (testApp: TestApp, email: string, password: string) => (await new SessionClient(testApp.server).start()).post('/api/login', { email, password });

describe('accounts from the configuration', () => {
  describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database?.drop());

    it('create that admin, then make an existing account an active admin with that password', async () => {
      const first = await startApp({ ...database.env, ADMIN_EMAIL: 'owner@djelfa.example', ADMIN_PASSWORD: 'Owner-Password-2026' });
      let promotedEmail: string;
      try {
        const owner = await signIn(first, 'Owner@djelfa.example', 'Owner-Password-2026');
        expect(owner.status).toBe(200);
        expect(owner.body).toMatchObject({ role: 'admin', username: 'owner', isActive: true });
        const { account, id } = await signedUp(first.server);
        promotedEmail = account.email;
        await first.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [id]);
      } finally {
        await first.close();
      }
      const second = await startApp({ ...database.env, ADMIN_EMAIL: promotedEmail, ADMIN_PASSWORD: 'Promoted-Password-2026' });
      try {
        const promoted = await signIn(second, promotedEmail, 'Promoted-Password-2026');
        expect(promoted.body).toMatchObject({ role: 'admin', isActive: true, email: promotedEmail });
        expect((await signIn(second, 'owner@djelfa.example', 'Owner-Password-2026')).status).toBe(200);
      } finally {
        await second.close();
      }
    });
  });

  describe('DEMO_ACCOUNTS', () => {
    let testApp: TestApp;

    afterAll(() => testApp?.close());

    it('=true: the demo admin and the demo user exist and sign in', async () => {
      testApp = await startTestApp({ DEMO_ACCOUNTS: 'true' });
      const [admin, user] = DEMO_ACCOUNTS;
      expect((await signIn(testApp, admin.email, 'Djelfa-Admin-2026')).body).toMatchObject({ username: 'admin', role: 'admin', firstName: 'مدير', lastName: 'الموقع' });
      expect((await signIn(testApp, user.email, 'Djelfa-Demo-2026')).body).toMatchObject({ username: 'demo', role: 'user', firstName: 'أمينة', lastName: 'بن علي' });
    });

    it('=false: neither exists', async () => {
      const without = await startTestApp({ DEMO_ACCOUNTS: 'false' });
      try {
        expect(await without.dataSource.query('SELECT email FROM users')).toEqual([]);
      } finally {
        await without.close();
      }
    });
  });
});
