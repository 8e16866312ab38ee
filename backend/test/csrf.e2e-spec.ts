import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_HEADER } from 'shared-contracts';
import { routesOf, urlOf, type Route } from './support/routes.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('CSRF protection (synchronizer token in the session)', () => {
  let testApp: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAIL: 'csrf-admin@example.dz', ADMIN_PASSWORD: 'Csrf-Admin-Password-1' });
    routes = routesOf(testApp.app);
  });
  afterAll(() => testApp?.close());

  const counts = async () =>
    (
      await testApp.dataSource.query(`SELECT (SELECT count(*) FROM users) AS users, (SELECT max(updated_at) FROM users) AS updated,
        (SELECT count(*) FROM password_reset_tokens) AS tokens, (SELECT count(*) FROM mail_outbox) AS mails`)
    )[0];

  it('finds the routes from the running app, the auth routes among them', () => {
    const found = routes.filter(({ method }) => STATE_CHANGING.has(method)).map(({ method, path }) => `${method} ${path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/register',
        'POST /api/login',
        'POST /api/logout',
        'POST /api/password/forgot',
        'POST /api/password/reset',
        'PUT /api/admin/users/:id/toggle',
      ]),
    );
  });

  it('answers 403 CSRF_INVALID to every state-changing route without the token, with a wrong one, or with no session', async () => {
    const admin = await new SessionClient(testApp.server).start();
    await admin.post('/api/login', { email: 'csrf-admin@example.dz', password: 'Csrf-Admin-Password-1' });
    const before = await counts();
    const body = { email: 'x@example.dz', password: 'Some-Password-1', active: false };
    for (const route of routes.filter(({ method }) => STATE_CHANGING.has(method))) {
      const call = () => admin.agent[route.method.toLowerCase() as 'post'](urlOf(route)).send(body);
      const answers = [
        await call(),
        await call().set(CSRF_HEADER, 'f'.repeat(64)),
        await request(testApp.server)[route.method.toLowerCase() as 'post'](urlOf(route)).set(CSRF_HEADER, admin.token).send(body),
      ];
      for (const answer of answers) {
        expect({ route: `${route.method} ${route.path}`, status: answer.status, code: answer.body.code }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 403,
          code: 'CSRF_INVALID',
        });
      }
    }
    expect(await counts()).toEqual(before);
    // With the session's token the same admin is served.
    expect((await admin.get('/api/user')).status).toBe(200);
    expect((await admin.post('/api/logout')).status).toBe(204);
  });

  it('never changes state on a GET, signed in or not (a visitor gets at most the session holding its token)', async () => {
    const { client } = await signedUp(testApp.server);
    const visitor = new SessionClient(testApp.server);
    const before = await counts();
    const sessionCount = async (): Promise<number> => (await testApp.dataSource.query('SELECT count(*)::int AS n FROM user_sessions'))[0].n;
    const sessions = await sessionCount();
    const gets = routes.filter(({ method }) => method === 'GET');
    expect(gets.map(({ path }) => path)).toEqual(expect.arrayContaining(['/api/user', '/api/csrf-token']));
    for (const route of gets) {
      await client.get(urlOf(route));
      await visitor.get(urlOf(route));
    }
    expect(await counts()).toEqual(before);
    expect(await sessionCount()).toBeLessThanOrEqual(sessions + 1);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
