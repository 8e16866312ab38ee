import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_HEADER, type User } from 'shared-contracts';
import { patch } from './support/listings.js';
import { mailsTo } from './support/mail-outbox.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('account settings', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  const signIn = async (email: string, password: string) => {
    const client = await new SessionClient(testApp.server).start();
    const response = await client.post('/api/login', { email, password });
    return { client, status: response.status, user: response.body as User };
  };

  describe('PATCH /api/user/profile', () => {
    it('changes the names and the phone, which must be an Algerian mobile', async () => {
      const { client } = await signedUp(testApp.server);
      const changed = await patch(client, '/api/user/profile', { firstName: '  Salim ', lastName: 'Khelifi', phone: '0661 23 45 67' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ firstName: 'Salim', lastName: 'Khelifi', phone: '0661 23 45 67' });
      expect((await client.get('/api/user')).body).toMatchObject({ firstName: 'Salim', phone: '0661 23 45 67' });
      expect((await patch(client, '/api/user/profile', { firstName: 'Salim', lastName: 'Khelifi', phone: '' })).body.phone).toBeNull();
    });

    it.each([
      [{ firstName: '', lastName: 'Khelifi', phone: null }, 'firstName'],
      [{ firstName: 'Salim', lastName: 'Khelifi', phone: '027 87 00 00' }, 'phone'],
      [{ firstName: 'Salim', lastName: 'Khelifi', phone: '+33 6 12 34 56 78' }, 'phone'],
      [{ firstName: 'x'.repeat(61), lastName: 'Khelifi', phone: null }, 'firstName'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const { client } = await signedUp(testApp.server);
      const response = await patch(client, '/api/user/profile', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields.map((error: { field: string }) => error.field)).toEqual([field]);
    });

    it('is the signed-in account’s own: 401 for a visitor', async () => {
      const visitor = await new SessionClient(testApp.server).start();
      expect((await patch(visitor, '/api/user/profile', { firstName: 'A', lastName: 'B', phone: null })).status).toBe(401);
      await request(testApp.server).patch('/api/user/preferences').send({ language: 'en' }).expect(403); // no CSRF token either
    });
  });

  describe('PATCH /api/user/preferences', () => {
    it('keeps the language on the account: the next sign-in, on any device, gets it', async () => {
      const { client, account } = await signedUp(testApp.server);
      const changed = await patch(client, '/api/user/preferences', { language: 'en' });
      expect(changed.body.language).toBe('en');
      const elsewhere = await signIn(account.email, account.password);
      expect(elsewhere.user.language).toBe('en');
    });

    it('changes only the email choices sent', async () => {
      const { client } = await signedUp(testApp.server);
      const changed = await patch(client, '/api/user/preferences', { notifications: { alerts: false } });
      expect(changed.body.notifications).toEqual({ alerts: false, alertChannel: 'email', listingExpiry: true, messages: true, pushMessages: true });
      const again = await patch(client, '/api/user/preferences', { notifications: { messages: false } });
      expect(again.body.notifications).toEqual({ alerts: false, alertChannel: 'email', listingExpiry: true, messages: false, pushMessages: true });
      expect(again.body.language).toBe('ar');
    });

    it('keeps how alerts are sent (email, push or both) and whether messages are pushed, on the account', async () => {
      const { client, account } = await signedUp(testApp.server);
      const changed = await patch(client, '/api/user/preferences', { notifications: { alertChannel: 'both', pushMessages: false } });
      expect(changed.body.notifications).toEqual({ alerts: true, alertChannel: 'both', listingExpiry: true, messages: true, pushMessages: false });
      expect((await patch(client, '/api/user/preferences', { notifications: { alertChannel: 'push' } })).body.notifications).toMatchObject({
        alertChannel: 'push',
        pushMessages: false,
      });
      expect((await signIn(account.email, account.password)).user.notifications).toMatchObject({ alertChannel: 'push', pushMessages: false });
      const refused = await patch(client, '/api/user/preferences', { notifications: { alertChannel: 'sms', pushMessages: 'yes' } });
      expect([refused.status, refused.body.fields]).toEqual([
        400,
        [
          { field: 'notifications.alertChannel', code: 'invalid' },
          { field: 'notifications.pushMessages', code: 'invalid' },
        ],
      ]);
    });

    it.each([{ language: 'fr' }, { notifications: { alerts: 'yes' } }, { notifications: { alertChannel: null } }, { notifications: 'none' }, { theme: 'dark' }])(
      'refuses %j with 400',
      async (body) => {
        const { client } = await signedUp(testApp.server);
        expect((await patch(client, '/api/user/preferences', body)).status).toBe(400);
      },
    );
  });

  describe('POST /api/user/password', () => {
    it('needs the current password; then every other session ends and this one goes on', async () => {
      const { client, account } = await signedUp(testApp.server);
      const phone = await signIn(account.email, account.password);
      expect((await phone.client.get('/api/user')).status).toBe(200);

      const wrong = await client.post('/api/user/password', { currentPassword: 'not-it-at-all', newPassword: 'Oasis-Palm-Grove-88' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toEqual([{ field: 'currentPassword', code: 'incorrect' }]);
      expect((await phone.client.get('/api/user')).status).toBe(200);

      expect((await client.post('/api/user/password', { currentPassword: account.password, newPassword: 'Oasis-Palm-Grove-88' })).status).toBe(204);
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await phone.client.get('/api/user')).status).toBe(401);
      expect((await signIn(account.email, account.password)).status).toBe(401);
      expect((await signIn(account.email, 'Oasis-Palm-Grove-88')).status).toBe(200);
      // The owner hears of it, with the way back should it not have been them.
      const [mail] = await mailsTo(testApp.dataSource, account.email.toLowerCase());
      expect(mail.subject).toContain('تغيّرت كلمة مرور حسابك');
      expect(mail.text).toContain('/auth?view=forgot');
    });

    it('refuses a new password that is too short or too common', async () => {
      const { client, account } = await signedUp(testApp.server);
      for (const newPassword of ['short', 'password123']) {
        const response = await client.post('/api/user/password', { currentPassword: account.password, newPassword });
        expect(response.status).toBe(400);
        expect(response.body.fields[0].field).toBe('newPassword');
      }
    });
  });

  describe('POST /api/user/sessions/end-others', () => {
    it('signs the account out of every other device, not this one, nor anyone else', async () => {
      const { client, account } = await signedUp(testApp.server);
      const [tablet, laptop] = [await signIn(account.email, account.password), await signIn(account.email, account.password)];
      const someoneElse = await signedUp(testApp.server);
      const response = await client.post('/api/user/sessions/end-others');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ended: 2 });
      expect((await tablet.client.get('/api/user')).status).toBe(401);
      expect((await laptop.client.get('/api/user')).status).toBe(401);
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await someoneElse.client.get('/api/user')).status).toBe(200);
    });
  });
});

describe('POST /api/register with a language', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it('keeps the language the visitor signed up in; Arabic when none is sent; refuses another', async () => {
    const english = await signedUp(testApp.server, { language: 'en' });
    expect((await english.client.get('/api/user')).body.language).toBe('en');
    const arabic = await signedUp(testApp.server);
    expect((await arabic.client.get('/api/user')).body.language).toBe('ar');
    await expect(signedUp(testApp.server, { language: 'fr' as 'en' })).rejects.toThrow(/400/);
  });
});

describe('PUT and DELETE /api/user/avatar', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it('takes a picture as every photo is taken, replaces the one before, and removes it', async () => {
    const { testImage } = await import('./support/test-images.js');
    const { client } = await signedUp(testApp.server);
    const put = async (data: Buffer) => client.agent.put('/api/user/avatar').set(CSRF_HEADER, client.token).attach('file', data, 'me.jpg');
    const first = await put(await testImage('jpeg', 300, 300));
    expect(first.status).toBe(200);
    expect(first.body.avatar).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const second = await put(await testImage('png', 200, 200));
    expect(second.body.avatar).not.toBe(first.body.avatar);
    const [{ count }] = await testApp.dataSource.query('SELECT count(*)::int AS count FROM uploads');
    expect(count).toBe(1);
    expect((await put(Buffer.from('not a picture'))).status).toBe(400);
    const removed = await client.agent.delete('/api/user/avatar').set(CSRF_HEADER, client.token);
    expect([removed.status, removed.body.avatar]).toEqual([200, null]);
    expect((await testApp.dataSource.query('SELECT count(*)::int AS count FROM uploads'))[0].count).toBe(0);
  });
});
