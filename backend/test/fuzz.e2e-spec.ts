import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { API_ERROR_CODES, CSRF_HEADER } from 'shared-contracts';
import { bodyFor, nastyUrlText, queryFor, rawBody } from './support/fuzz/bad-input.js';
import { routeInputs, type RouteInputs } from './support/fuzz/route-inputs.js';
import { listingPayload, member } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DEFAULT_SITE_SETTINGS, SiteSettingsService } from '../src/site-settings/site-settings.service.js';

/** At least this many generated requests in all, spread over every route and every kind of caller. */
const REQUESTS = 5_100;
const ROLES = ['visitor', 'user', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** Calls that replace the caller's session: each is sent from a fresh visitor's session instead. */
const SESSION_CHANGING = new Set(['POST /api/login', 'POST /api/register', 'POST /api/logout', 'POST /api/password/reset']);

/** In a path parameter: the id of a listing that exists, so that the checks behind the lookup are reached too. */
const EXISTING = '(existing)';

type Body =
  { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'multipart'; field: string; bytes: Uint8Array; name: string } | { kind: 'none' };
interface BadRequest {
  params: Record<string, string>;
  query: string;
  body: Body;
  csrf: boolean;
}

const requestFor = (route: RouteInputs): fc.Arbitrary<BadRequest> =>
  fc.record({
    params: fc.record(Object.fromEntries(route.params.map((name) => [name, fc.oneof({ weight: 4, arbitrary: nastyUrlText }, { weight: 1, arbitrary: fc.constant(EXISTING) })]))),
    query: queryFor(route.queryFields),
    body: fc.oneof(
      { weight: 5, arbitrary: bodyFor(route.bodyFields).map((value): Body => ({ kind: 'json', value })) },
      { weight: 2, arbitrary: rawBody.map((text): Body => ({ kind: 'raw', text, type: 'application/json' })) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/json; charset=utf-16')
          .map((type): Body => ({ kind: 'raw', text: 'a=1&b=%00', type })),
      },
      {
        weight: route.multipart ? 3 : 1,
        arbitrary: fc
          .record({
            field: fc.constantFrom('file', 'photo', ''),
            bytes: fc.uint8Array({ maxLength: 2_000 }),
            name: fc.constantFrom('photo.jpg', '../../x.png', 'a\u0000.webp', ''),
          })
          .map((part): Body => ({ kind: 'multipart', ...part })),
      },
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    ),
    csrf: fc.nat(9).map((n) => n > 0), // mostly with the token, so that the request reaches the route
  });

/** Any answer but a 5xx; every error a JSON body of the shape with a code the front ends translate. */
function expectHandled(route: RouteInputs, sent: BadRequest, response: Response): void {
  const where = { route: `${route.method} ${route.path}`, sent: JSON.stringify(sent).slice(0, 300) };
  expect({ ...where, status: response.status < 500 ? 'not a 5xx' : response.status }).toEqual({ ...where, status: 'not a 5xx' });
  if (response.status < 400) return;
  const { statusCode, message, error, code } = response.body ?? {};
  expect({ ...where, statusCode, message: typeof message, error: typeof error, code: API_ERROR_CODES.includes(code) }).toEqual({
    ...where,
    statusCode: response.status,
    message: 'string',
    error: 'string',
    code: true,
  });
}

describe('every route, fed bad input by anyone: never a 5xx, always an error body with a code', () => {
  let testApp: TestApp;
  let routes: RouteInputs[];
  let clients: Record<Role, SessionClient>;
  let listingId: number;
  let sent = 0;

  beforeAll(async () => {
    testApp = await startTestApp();
    routes = routeInputs(testApp.app);
  });
  afterAll(() => testApp?.close());

  /**
   * Fresh callers for each route: one route's calls (a deactivation, say) must not blunt the
   * next's. Whatever a generated body an admin's settings route took changed (sign-up closed,
   * maintenance on) is undone first: it once closed sign-up for every route after it.
   */
  async function freshClients(): Promise<void> {
    await testApp.app.get(SiteSettingsService).update(DEFAULT_SITE_SETTINGS);
    const [user, admin] = await Promise.all([member(testApp.server, testApp.dataSource, 'user', 'premium'), member(testApp.server, testApp.dataSource, 'admin')]);
    clients = { visitor: await new SessionClient(testApp.server).start(), user: user.client, admin: admin.client };
    listingId = (await user.client.post('/api/properties', listingPayload())).body.id;
  }

  async function send(route: RouteInputs, role: Role, bad: BadRequest): Promise<Response> {
    const client = SESSION_CHANGING.has(`${route.method} ${route.path}`) ? await new SessionClient(testApp.server).start() : clients[role];
    const path = route.path.replace(/:(\w+)/g, (_match, name: string) => (bad.params[name] === EXISTING ? String(listingId) : bad.params[name]));
    let call = client.agent[route.method.toLowerCase() as 'post'](`${path}${bad.query ? `?${bad.query}` : ''}`);
    if (bad.csrf) call = call.set(CSRF_HEADER, client.token);
    sent += 1;
    switch (bad.body.kind) {
      case 'json':
        return call.send(bad.body.value as object);
      case 'raw':
        return call.set('Content-Type', bad.body.type).send(bad.body.text);
      case 'multipart':
        return call.attach(bad.body.field || 'file', Buffer.from(bad.body.bytes), bad.body.name || 'x');
      default:
        return call;
    }
  }

  it('finds every route and what it takes', () => {
    const found = routes.map(({ method, path }) => `${method} ${path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/properties',
        'PATCH /api/properties/:id',
        'GET /api/properties',
        'POST /api/uploads',
        'PUT /api/admin/users/:id/toggle',
      ]),
    );
    const create = routes.find(({ method, path }) => method === 'POST' && path === '/api/properties')!;
    expect(create.bodyFields).toEqual(expect.arrayContaining(['title', 'price', 'area', 'images']));
    expect(routes.find(({ method, path }) => method === 'GET' && path === '/api/properties')!.queryFields).toEqual(expect.arrayContaining(['keyword', 'page', 'minPrice']));
    expect(routes.find(({ method, path }) => method === 'POST' && path === '/api/login')!.bodyFields).toEqual(['email', 'password']);
  });

  /** Path parameters a route's own pipes accept, so that its body's validation and handler are reached. */
  const realParams = (path: string) => path.replace(/:(\w+)/g, (_match, name: string) => ({ name: 'basic', kind: 'topics', slug: 'no-such-post' })[name] ?? String(listingId));

  it('answers a null in any field of any route, alone, as a user and an admin: refused at the field or ignored, never a 5xx', async () => {
    const bodies = routes.filter(({ method, bodyFields }) => method !== 'GET' && bodyFields.length > 0);
    expect(bodies.map(({ method, path }) => `${method} ${path}`)).toEqual(expect.arrayContaining(['PUT /api/admin/plans/:name', 'POST /api/blogs']));
    for (const route of bodies) {
      await freshClients();
      for (const field of route.bodyFields) {
        for (const role of ['user', 'admin'] as const) {
          const client = SESSION_CHANGING.has(`${route.method} ${route.path}`) ? await new SessionClient(testApp.server).start() : clients[role];
          const sent = { params: {}, query: '', body: { kind: 'json', value: { [field]: null } }, csrf: true } as BadRequest;
          const response = await client.agent[route.method.toLowerCase() as 'post'](realParams(route.path))
            .set(CSRF_HEADER, client.token)
            .send({ [field]: null });
          expectHandled(route, sent, response);
        }
      }
    }
  }, 300_000);

  it(`answers ${REQUESTS}+ generated bad requests on every route, as a visitor, a user and an admin`, async () => {
    const runs = Math.ceil(REQUESTS / (routes.length * ROLES.length));
    for (const route of routes) {
      await freshClients();
      for (const role of ROLES) {
        await fc.assert(
          fc.asyncProperty(requestFor(route), async (bad) => expectHandled(route, bad, await send(route, role, bad))),
          { numRuns: runs, endOnFailure: true },
        );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  }, 600_000);
});
