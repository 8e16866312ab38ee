import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { can, CSRF_HEADER, type UserRole } from 'shared-contracts';
import { routeInputs, type RouteInputs } from './support/fuzz/route-inputs.js';
import { listingPayload, member } from './support/listings.js';
import { BLOG_POST, memberThings, type Owned } from './support/member-things.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testImage } from './support/test-images.js';

const key = ({ method, path }: Pick<RouteInputs, 'method' | 'path'>) => `${method} ${path}`;

/** Routes a visitor may call (no guard): reading the public site, signing in and up, the public forms. */
const OPEN = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/site/settings',
  'GET /api/site/figures',
  'GET /api/site/map-tiles',
  'GET /api/plans',
  'GET /api/csrf-token',
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/login/two-factor',
  'GET /api/properties',
  'GET /api/properties/:id',
  'GET /api/properties/:id/similar',
  'GET /api/properties/map',
  'GET /api/price-guide',
  'GET /api/properties/:id/price-comparison',
  'POST /api/listing-events',
  // Web Push's public key: what a browser subscribes with.
  'GET /api/push/key',
  // "Show number": to any person, within the day's reveals (a crawler is refused).
  'POST /api/properties/:id/phone',
  'GET /api/blogs',
  'GET /api/blogs/:slug',
  'GET /api/blogs/:id/comments',
  'GET /api/forum/topics',
  'GET /api/forum/topics/:id',
  'GET /api/forum/topics/:id/replies',
  'GET /api/advisors',
  'GET /api/advisors/featured',
  'GET /api/advisors/:id',
  'GET /api/advisors/:id/ratings',
  'POST /api/newsletter',
  'POST /api/contact',
  'POST /api/support',
  // The links in mails: their token is the authority.
  'GET /api/saved-searches/unsubscribe',
  'GET /api/forum/unwatch',
  'GET /api/newsletter/confirm',
  'GET /api/newsletter/unsubscribe',
];

/** Signed-in routes on a member's own thing (another member must get 403 or 404), by the thing their id names. */
const OWNER_ONLY: Record<string, Owned> = {
  'PATCH /api/properties/:id': 'listing',
  // The owner's point of an approximate listing: another member gets the 404 of a missing listing.
  'GET /api/properties/:id/placement': 'listing',
  'POST /api/properties/:id/state': 'listing',
  'POST /api/properties/:id/renew': 'listing',
  'DELETE /api/properties/:id': 'listing',
  'POST /api/properties/:id/boost': 'listing',
  'GET /api/user/drafts/:id': 'draft',
  'PUT /api/user/drafts/:id': 'draft',
  'DELETE /api/user/drafts/:id': 'draft',
  'POST /api/user/drafts/:id/publish': 'draft',
  'PATCH /api/user/saved-searches/:id': 'savedSearch',
  'POST /api/user/saved-searches/:id/seen': 'savedSearch',
  'DELETE /api/user/saved-searches/:id': 'savedSearch',
  'POST /api/payments/:id/receipt': 'payment',
  'GET /api/payments/:id/receipt': 'payment',
  'PATCH /api/forum/topics/:id': 'topic',
  'DELETE /api/forum/topics/:id': 'topic',
  'PATCH /api/forum/replies/:id': 'reply',
  'DELETE /api/forum/replies/:id': 'reply',
  // Only the topic's author marks a reply of it helpful.
  'PUT /api/forum/replies/:id/helpful': 'reply',
  'GET /api/blogs/id/:id': 'post',
  'PUT /api/blogs/:id': 'post',
  'DELETE /api/blogs/:id': 'post',
  'DELETE /api/blogs/comments/:id': 'comment',
  // The advisor answers a request; its client rates it: no one else does either.
  'PUT /api/user/advisor-requests/:id/status': 'advisorRequest',
  'POST /api/advisor-requests/:id/rating': 'advisorRequest',
  // A conversation is its two parties' only.
  'GET /api/conversations/:id': 'conversation',
  'GET /api/conversations/:id/messages': 'conversation',
  'POST /api/conversations/:id/messages': 'conversation',
  'PUT /api/conversations/:id/block': 'conversation',
  'DELETE /api/conversations/:id/block': 'conversation',
  'POST /api/conversations/:id/report': 'conversation',
};

/** Signed-in routes on someone else's public thing, which any member may do (report, save, reply, like, watch, ask). */
const ANY_MEMBER = [
  'POST /api/properties/:id/report',
  'PUT /api/user/favorites/:propertyId',
  'DELETE /api/user/favorites/:propertyId',
  'POST /api/blogs/:id/comments',
  'POST /api/forum/topics/:id/replies',
  'PUT /api/forum/:kind/:id/like',
  'DELETE /api/forum/:kind/:id/like',
  'POST /api/forum/:kind/:id/report',
  'PUT /api/forum/topics/:id/watch',
  'DELETE /api/forum/topics/:id/watch',
  'POST /api/advisors/:id/requests',
];

/** A body these owner-only routes take, so that what answers is the ownership check, not the body's. */
const VALID_BODY: Record<string, object> = {
  'POST /api/properties/:id/state': { to: 'sold' },
  'PUT /api/user/drafts/:id': { form: { title: 'فيلا' } },
  'PUT /api/blogs/:id': BLOG_POST,
  'PATCH /api/forum/replies/:id': { body: 'تعديل من غير صاحب الرد' },
  'PUT /api/user/advisor-requests/:id/status': { status: 'accepted' },
  'POST /api/advisor-requests/:id/rating': { stars: 5 },
  'POST /api/conversations/:id/messages': { body: 'رسالة من غير طرفيها' },
  'POST /api/conversations/:id/report': { reason: 'spam' },
};

describe('who may call each route, read from the controllers’ guards: a new route cannot be left out', () => {
  let testApp: TestApp;
  let routes: RouteInputs[];
  let visitor: SessionClient;
  const members = {} as Record<UserRole, SessionClient>;
  let owner: SessionClient;
  let another: SessionClient;
  let owned: Record<Owned, number>;

  let RECEIPT: Buffer;
  beforeAll(async () => {
    RECEIPT = await testImage('png', 30, 30);
    testApp = await startTestApp();
    routes = routeInputs(testApp.app);
    visitor = await new SessionClient(testApp.server).start();
    for (const role of ['user', 'moderator', 'admin'] as const)
      members[role] = (await member(testApp.server, testApp.dataSource, role, role === 'user' ? 'premium' : 'free')).client;
    ({ owner, ids: owned } = await memberThings(testApp, members.admin));
    another = (await member(testApp.server, testApp.dataSource, 'user', 'premium')).client;
  });
  afterAll(() => testApp?.close());

  const call = (client: SessionClient, route: RouteInputs, id: number | string = 999999) => {
    const request = client.agent[route.method.toLowerCase() as 'post'](route.path.replace(/:kind/, 'topics').replace(/:\w+/g, String(id))).set(CSRF_HEADER, client.token);
    // The receipt is a file, with its method and number beside it.
    if (route.multipart) return request.field('method', 'cash').field('transactionNumber', 'MATRIX01').attach('receipt', RECEIPT, 'receipt.png');
    return request.send(VALID_BODY[key(route)] ?? {});
  };

  it('knows every route: behind a guard, or listed as open to visitors', () => {
    const open = routes.filter((route) => !route.signedIn).map(key);
    expect(open.filter((route) => !OPEN.includes(route))).toEqual([]);
    expect(OPEN.filter((route) => !open.includes(route))).toEqual([]);
    // And every signed-in route on an id says whose thing that is.
    const onIds = routes.filter((route) => route.signedIn && !route.permission && route.params.length > 0).map(key);
    expect(onIds.filter((route) => !(route in OWNER_ONLY) && !ANY_MEMBER.includes(route))).toEqual([]);
  });

  it('answers a visitor 401 on every guarded route, and each role 403 where its permission is missing', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter(({ signedIn }) => signedIn)) {
      const status = (await call(visitor, route)).status;
      if (status !== 401) wrong.push(`${key(route)} as a visitor: ${status}`);
      for (const role of ['user', 'moderator', 'admin'] as const) {
        const { status: answered } = await call(members[role], route);
        const allowed = !route.permission || can(role, route.permission);
        if (allowed ? answered === 401 || (route.permission !== undefined && answered === 403) : answered !== 403) wrong.push(`${key(route)} as ${role}: ${answered}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers another member 403 or 404 on every route on a member’s own thing, and changes nothing', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((route) => key(route) in OWNER_ONLY)) {
      const { status, body } = await call(another, route, owned[OWNER_ONLY[key(route)]]);
      if (status !== 403 && status !== 404) wrong.push(`${key(route)}: ${status} ${JSON.stringify(body)}`);
    }
    expect(wrong).toEqual([]);
    // Still there, as they were.
    expect((await owner.get(`/api/user/drafts/${owned.draft}`)).status).toBe(200);
    expect((await owner.get(`/api/properties/${owned.listing}`)).body.title).toBe(listingPayload().title);
  }, 60_000);
});
