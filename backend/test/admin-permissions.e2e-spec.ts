import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { can, CSRF_HEADER, type AuditEntry, type Permission } from 'shared-contracts';
import { member } from './support/listings.js';
import { routesOf } from './support/routes.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** Every back-office route, with the permission it needs (PERMISSIONS in shared-contracts). */
const ROUTES: [Method, string, Permission][] = [
  ['get', '/api/admin/stats', 'overview.read'],
  ['get', '/api/admin/stats/activity', 'overview.read'],
  ['get', '/api/admin/audit', 'audit.read'],
  ['get', '/api/admin/settings', 'settings.manage'],
  ['put', '/api/admin/settings', 'settings.manage'],
  ['get', '/api/admin/plans', 'plans.manage'],
  ['put', '/api/admin/plans/basic', 'plans.manage'],
  ['get', '/api/admin/payments', 'payments.manage'],
  ['post', '/api/admin/payments/999999/approve', 'payments.manage'],
  ['post', '/api/admin/payments/999999/reject', 'payments.manage'],
  ['get', '/api/admin/payments/999999/receipt', 'payments.manage'],
  ['get', '/api/admin/users', 'users.manage'],
  ['post', '/api/admin/users', 'users.manage'],
  ['post', '/api/admin/users/999999/reset-password', 'users.manage'],
  ['get', '/api/admin/users/999999', 'users.manage'],
  ['put', '/api/admin/users/999999/toggle', 'users.manage'],
  ['put', '/api/admin/users/999999/role', 'users.manage'],
  ['put', '/api/admin/users/999999/plan', 'users.manage'],
  ['put', '/api/admin/users/999999/blog-author', 'blogs.manage'],
  ['put', '/api/admin/blogs/999999/status', 'blogs.manage'],
  ['put', '/api/admin/blog-comments/999999/approve', 'moderation.manage'],
  ['get', '/api/admin/forum/reports', 'moderation.manage'],
  ['put', '/api/admin/forum/reports/999999', 'moderation.manage'],
  ['get', '/api/admin/forum/pending', 'moderation.manage'],
  ['put', '/api/admin/forum/pending/topic/999999', 'moderation.manage'],
  ['put', '/api/forum/topics/999999/pin', 'moderation.manage'],
  ['put', '/api/forum/topics/999999/lock', 'moderation.manage'],
  ['put', '/api/forum/topics/999999/category', 'moderation.manage'],
  ['put', '/api/forum/topic/999999/hidden', 'moderation.manage'],
  ['get', '/api/admin/advisors', 'advisors.manage'],
  ['post', '/api/admin/advisors', 'advisors.manage'],
  ['put', '/api/admin/advisors/999999/verify', 'advisors.manage'],
  ['delete', '/api/admin/advisors/999999', 'advisors.manage'],
  ['get', '/api/admin/contact-messages', 'messages.manage'],
  ['get', '/api/admin/support-requests', 'messages.manage'],
  ['get', '/api/admin/suggestions', 'messages.manage'],
  ['patch', '/api/admin/suggestions/999999', 'messages.manage'],
  ['get', '/api/admin/newsletter', 'messages.manage'],
  ['get', '/api/admin/properties', 'properties.manage'],
  ['put', '/api/admin/properties/999999/featured', 'properties.manage'],
  ['put', '/api/admin/properties/999999/status', 'properties.manage'],
  ['delete', '/api/admin/properties/999999', 'properties.manage'],
  ['post', '/api/admin/properties/bulk', 'properties.manage'],
  ['get', '/api/admin/moderation', 'moderation.manage'],
  ['get', '/api/admin/moderation/properties', 'moderation.manage'],
  ['get', '/api/admin/moderation/listing-reports', 'moderation.manage'],
  ['put', '/api/admin/moderation/listing-reports/999999', 'moderation.manage'],
  ['get', '/api/admin/conversation-reports', 'moderation.manage'],
  ['put', '/api/admin/conversation-reports/999999', 'moderation.manage'],
  ['post', '/api/admin/moderation/properties/999999/approve', 'moderation.manage'],
  ['post', '/api/admin/moderation/properties/999999/reject', 'moderation.manage'],
  ['get', '/api/admin/blog-comments', 'moderation.manage'],
  ['get', '/api/admin/properties/export', 'properties.manage'],
  ['get', '/api/admin/users/export', 'users.manage'],
  ['get', '/api/admin/payments/export', 'payments.manage'],
  ['get', '/api/admin/contact-messages/export', 'messages.manage'],
  ['put', '/api/admin/blog-comments/999999/reject', 'moderation.manage'],
];

describe('the back-office routes: only the roles the permission table names', () => {
  let testApp: TestApp;
  const clients: Partial<Record<'anon' | 'user' | 'moderator' | 'admin', SessionClient>> = {};
  beforeAll(async () => {
    testApp = await startTestApp();
    clients.anon = await new SessionClient(testApp.server).start();
    for (const role of ['user', 'moderator', 'admin'] as const) clients[role] = (await member(testApp.server, testApp.dataSource, role)).client;
  });
  afterAll(() => testApp?.close());

  const call = (client: SessionClient, method: Method, path: string) => client.agent[method](path).set(CSRF_HEADER, client.token).send({});

  it('lists every /api/admin route the app answers', () => {
    const pattern = (path: string) => path.replace(/\b999999\b/g, ':id').replace(/\/(basic|topic)(?=\/|$)/g, '/:x');
    const listed = new Set(ROUTES.map(([method, path]) => `${method.toUpperCase()} ${pattern(path)}`));
    const answered = routesOf(testApp.app)
      .filter(({ path }) => path.startsWith('/api/admin/'))
      .map(({ method, path }) => `${method} ${path.replace(/:\w+/g, (name) => (name === ':id' ? ':id' : ':x'))}`);
    expect(answered.length).toBeGreaterThanOrEqual(ROUTES.length - 4);
    expect(answered.filter((route) => !listed.has(route))).toEqual([]);
  });

  it.each(ROUTES)('%s %s', async (method, path, permission) => {
    expect((await call(clients.anon!, method, path)).status).toBe(401);
    for (const role of ['user', 'moderator', 'admin'] as const) {
      const { status } = await call(clients[role]!, method, path);
      // Allowed: past the guard (a 2xx, or the route's own 400/404 for the made-up id and empty body).
      if (can(role, permission)) expect([401, 403]).not.toContain(status);
      else expect([role, status]).toEqual([role, 403]);
    }
  });

  it('records each back-office write: who, what, before and after, from where', async () => {
    const admin = clients.admin!;
    const target = await member(testApp.server, testApp.dataSource);
    expect((await admin.put(`/api/admin/users/${target.id}/toggle`, { active: false })).status).toBe(200);
    expect((await admin.put('/api/admin/settings', { contactEmail: 'audit@djelfa-estates.dz' })).status).toBe(200);
    expect((await admin.put('/api/admin/plans/premium', { listingLimit: 60 })).status).toBe(200);
    const entries: AuditEntry[] = (await admin.get('/api/admin/audit?pageSize=10')).body;
    expect(entries.every(({ id }) => Number.isInteger(id))).toBe(true);
    expect(entries.slice(0, 3).map(({ action, targetType }) => [action, targetType])).toEqual([
      ['plan.update', 'plan'],
      ['settings.update', 'settings'],
      ['user.deactivate', 'user'],
    ]);
    const deactivation = entries[2];
    expect(deactivation).toMatchObject({ targetId: String(target.id), before: { isActive: true }, after: { isActive: false }, address: expect.any(String) });
    expect(deactivation.actor.name).toMatch(/@/);
    expect((entries[1].after as { contactEmail: string }).contactEmail).toBe('audit@djelfa-estates.dz');
    expect((await admin.put(`/api/admin/users/${target.id}/blog-author`, { isBlogAuthor: true })).status).toBe(204);
    const [latest]: AuditEntry[] = (await admin.get('/api/admin/audit?pageSize=1')).body;
    expect([latest.action, latest.targetId, latest.after]).toEqual(['user.blog-author', String(target.id), { isBlogAuthor: true }]);
    const searched: AuditEntry[] = (await admin.get('/api/admin/audit?q=settings')).body;
    expect(searched.every((entry) => entry.action.includes('settings') || entry.targetType.includes('settings'))).toBe(true);
    // What is typed is looked for as it is: a LIKE wildcard finds only entries that hold it.
    for (const wildcard of ['%', '_']) {
      const found: AuditEntry[] = (await admin.get(`/api/admin/audit?q=${encodeURIComponent(wildcard)}&pageSize=100`)).body;
      expect(found.every((entry) => `${entry.action} ${entry.actor.name} ${entry.targetType} ${entry.targetId ?? ''}`.includes(wildcard))).toBe(true);
    }
    const stats = (await admin.get('/api/admin/stats')).body;
    const [{ users }] = await testApp.dataSource.query('SELECT count(*)::int AS users FROM users');
    expect([stats.totalUsers, stats.trends.users.thisMonth, stats.trends.users.lastMonth]).toEqual([users, users, 0]);
    // The deactivated member is signed out at once.
    expect((await target.client.get('/api/user')).status).toBe(401);
  });
});
