import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AdminUser, AuditEntry } from 'shared-contracts';
import { AuditLog } from '../src/audit/audit-log.js';
import { RESET_LINK_JOB } from '../src/auth/reset-link.service.js';
import { listingPayload, member } from './support/listings.js';
import { mailsTo } from './support/mail-outbox.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY = 86_400_000;

describe('the users table of the back-office', () => {
  let testApp: TestApp;
  let admin: SessionClient;
  let adminId: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    ({ client: admin, id: adminId } = await member(testApp.server, testApp.dataSource, 'admin'));
  });
  afterAll(() => testApp?.close());

  it('searches by username or email, filters by role, state and plan, and counts listings', async () => {
    const owner = await member(testApp.server, testApp.dataSource, 'user', 'basic');
    await owner.client.post('/api/properties', listingPayload());
    await owner.client.post('/api/properties', listingPayload({ isActive: false }));
    const found = await admin.get(`/api/admin/users?q=${encodeURIComponent(owner.account.email.toUpperCase())}`);
    expect(found.headers['x-total-count']).toBe('1');
    expect(found.body[0]).toMatchObject({ id: owner.id, subscriptionPlan: 'basic', listingsCount: 2 });
    expect(JSON.stringify(found.body)).not.toMatch(/password|totp/i);
    const basics: AdminUser[] = (await admin.get('/api/admin/users?plan=basic&pageSize=100')).body;
    expect(basics.every((user) => user.subscriptionPlan === 'basic')).toBe(true);
    const admins: AdminUser[] = (await admin.get('/api/admin/users?role=admin&pageSize=100')).body;
    expect(admins.map((user) => user.id)).toContain(adminId);
    expect(admins.every((user) => user.role === 'admin')).toBe(true);
    await admin.put(`/api/admin/users/${owner.id}/toggle`, { active: false });
    const inactive: AdminUser[] = (await admin.get('/api/admin/users?active=false&pageSize=100')).body;
    expect(inactive.map((user) => user.id)).toEqual([owner.id]);
    expect((await admin.get('/api/admin/users?active=maybe')).status).toBe(400);
    // A % in the search is a character, not a wildcard.
    expect((await admin.get('/api/admin/users?q=%25')).headers['x-total-count']).toBe('0');
  });

  it('changes a role (never the admin’s own) and a plan with its end, each recorded', async () => {
    const target = await member(testApp.server, testApp.dataSource);
    const moderator = await admin.put(`/api/admin/users/${target.id}/role`, { role: 'moderator' });
    expect([moderator.status, moderator.body.role]).toEqual([200, 'moderator']);
    expect((await target.client.get('/api/admin/forum/reports')).status).toBe(200);
    expect((await target.client.get('/api/admin/users')).status).toBe(403);
    expect((await admin.put(`/api/admin/users/${adminId}/role`, { role: 'user' })).status).toBe(400);
    expect((await admin.put(`/api/admin/users/${target.id}/role`, { role: 'owner' })).status).toBe(400);

    const end = new Date(Date.now() + 45 * DAY).toISOString();
    const premium = await admin.put(`/api/admin/users/${target.id}/plan`, { plan: 'premium', expiresAt: end });
    expect([premium.status, premium.body.subscriptionPlan, premium.body.planExpiresAt]).toEqual([200, 'premium', end]);
    expect((await admin.put(`/api/admin/users/${target.id}/plan`, { plan: 'basic', expiresAt: '2020-01-01T00:00:00.000Z' })).status).toBe(400);
    expect((await admin.put(`/api/admin/users/${target.id}/plan`, { plan: 'basic' })).status).toBe(400);
    const free = await admin.put(`/api/admin/users/${target.id}/plan`, { plan: 'free', expiresAt: null });
    expect([free.body.subscriptionPlan, free.body.planExpiresAt]).toEqual(['free', null]);

    const entries: AuditEntry[] = (await admin.get('/api/admin/audit?pageSize=3')).body;
    expect(entries.map((entry) => entry.action)).toEqual(['user.plan', 'user.plan', 'user.role']);
    expect(entries[2]).toMatchObject({ before: { role: 'user' }, after: { role: 'moderator' } });
  });

  it('opens an account by invitation (even with sign-up closed): the mailed link sets the password, then the person signs in', async () => {
    await admin.put('/api/admin/settings', { registrationOpen: false });
    try {
      const invitation = { username: 'karima.invited', email: 'karima.invited@example.dz', firstName: 'كريمة', lastName: 'سعدي', role: 'moderator', language: 'ar' };
      const created = await admin.post('/api/admin/users', invitation);
      expect([created.status, created.body.role, created.body.email]).toEqual([201, 'moderator', invitation.email]);
      expect((await admin.post('/api/admin/users', invitation)).body.code).toBe('USERNAME_TAKEN');
      expect((await admin.post('/api/admin/users', { ...invitation, username: 'x', role: 'owner' })).status).toBe(400);
      const [mail] = await mailsTo(testApp.dataSource, invitation.email);
      expect(mail.subject).toContain('Your Djelfa Estates account');
      const token = /token=([\w-]+)/.exec(mail.text)![1];
      const person = await new SessionClient(testApp.server).start();
      expect((await person.post('/api/password/reset', { token, password: 'Hauts-Plateaux-2027' })).status).toBe(204);
      const signedIn = await person.post('/api/login', { email: invitation.email, password: 'Hauts-Plateaux-2027' });
      expect([signedIn.status, signedIn.body.role]).toEqual([200, 'moderator']);
    } finally {
      await admin.put('/api/admin/settings', { registrationOpen: true });
    }
  });

  it('opens an invited account with its mail and its audit row, or nothing at all', async () => {
    const invitation = { username: 'nadir.invited', email: 'nadir.invited@example.dz', firstName: 'نذير', lastName: 'بن علي', role: 'user', language: 'en' };
    // The audit row, written last, fails: the account and the invitation's mail go with it.
    const audit = jest.spyOn(testApp.app.get(AuditLog), 'record').mockRejectedValueOnce(new Error('the audit table is down'));
    try {
      expect((await admin.post('/api/admin/users', invitation)).status).toBe(500);
    } finally {
      audit.mockRestore();
    }
    const traces = async () =>
      (
        await testApp.dataSource.query(
          `SELECT (SELECT count(*)::int FROM users WHERE email = $1) AS accounts, (SELECT count(*)::int FROM pgboss.job WHERE name = $2 AND data->>'email' = $1) AS mails`,
          [invitation.email, RESET_LINK_JOB],
        )
      )[0];
    expect(await traces()).toEqual({ accounts: 0, mails: 0 });
    expect((await admin.post('/api/admin/users', invitation)).status).toBe(201);
    expect(await traces()).toEqual({ accounts: 1, mails: 1 });
  });

  it('mails a reset link to a member when an admin asks, and records it', async () => {
    const target = await member(testApp.server, testApp.dataSource);
    expect((await admin.post(`/api/admin/users/${target.id}/reset-password`)).status).toBe(202);
    expect((await admin.post('/api/admin/users/999999/reset-password')).status).toBe(404);
    const [mail] = await mailsTo(testApp.dataSource, target.account.email);
    expect(mail.text).toContain('/auth/reset?token=');
    const [entry]: AuditEntry[] = (await admin.get('/api/admin/audit?pageSize=1')).body;
    expect(entry).toMatchObject({ action: 'user.reset-password', targetId: String(target.id) });
  });
});
