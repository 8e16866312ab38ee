import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { email: 'admin-users@example.dz', password: 'Admin-Users-Password-1' };

describe('PUT /api/admin/users/:id/toggle', () => {
  let testApp: TestApp;
  let admin: SessionClient;
  let adminId: number;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = await new SessionClient(testApp.server).start();
    adminId = (await admin.post('/api/login', ADMIN)).body.id;
  });
  afterAll(() => testApp?.close());

  const sessionsOf = async (id: number): Promise<number> =>
    (await testApp.dataSource.query(`SELECT count(*)::int AS n FROM user_sessions WHERE sess -> 'passport' ->> 'user' = $1`, [String(id)]))[0].n;

  it('deactivates a user: 200 the user, every session of theirs ended at once, no more sign-in (403)', async () => {
    const { client, account, id } = await signedUp(testApp.server);
    const credentials = { email: account.email, password: account.password };
    const phone = await new SessionClient(testApp.server).start();
    await phone.post('/api/login', credentials);
    expect(await sessionsOf(id)).toBe(2);

    const response = await admin.put(`/api/admin/users/${id}/toggle`, { active: false });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, isActive: false, email: account.email });
    expect(await sessionsOf(id)).toBe(0);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    const login = await new SessionClient(testApp.server).start().then((visitor) => visitor.post('/api/login', credentials));
    expect([login.status, login.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);

    const back = await admin.put(`/api/admin/users/${id}/toggle`, { active: true });
    expect(back.body.isActive).toBe(true);
    // Its session gone, the old tab's token went with it: it asks for a new one, as on any CSRF_INVALID.
    expect((await client.post('/api/login', credentials)).body.code).toBe('CSRF_INVALID');
    await client.start();
    expect((await client.post('/api/login', credentials)).status).toBe(200);
  });

  it('is for admins only: 401 for a visitor, 403 FORBIDDEN for a user', async () => {
    const { id } = await signedUp(testApp.server);
    const visitor = await new SessionClient(testApp.server).start();
    const anonymous = await visitor.put(`/api/admin/users/${id}/toggle`, { active: false });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    const { client: user } = await signedUp(testApp.server);
    const forbidden = await user.put(`/api/admin/users/${id}/toggle`, { active: false });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(await testApp.dataSource.query('SELECT is_active FROM users WHERE id = $1', [id])).toEqual([{ is_active: true }]);
  });

  it('does not let an admin deactivate themself', async () => {
    const response = await admin.put(`/api/admin/users/${adminId}/toggle`, { active: false });
    expect(response.status).toBe(400);
    expect((await admin.get('/api/user')).body.isActive).toBe(true);
  });

  it('answers 404 for an unknown user and 400 for a bad id or body', async () => {
    expect((await admin.put('/api/admin/users/999999/toggle', { active: false })).body.code).toBe('NOT_FOUND');
    expect((await admin.put('/api/admin/users/abc/toggle', { active: false })).status).toBe(400);
    const missing = await admin.put(`/api/admin/users/${adminId}/toggle`, {});
    expect(missing.body.fields).toEqual([{ field: 'active', code: 'required' }]);
  });
});
