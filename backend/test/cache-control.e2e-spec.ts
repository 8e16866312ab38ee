import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_HEADER } from 'shared-contracts';
import { listingPayload, member } from './support/listings.js';
import { routesOf, type Route } from './support/routes.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The reads that answer everyone alike; every other answer depends on who asks. */
const PUBLIC_READS = [
  'GET /api/properties',
  'GET /api/properties/:id',
  'GET /api/properties/:id/similar',
  'GET /api/properties/map',
  'GET /api/properties/:id/price-comparison',
  'GET /api/price-guide',
  'GET /api/blogs',
  'GET /api/advisors',
  'GET /api/advisors/featured',
  'GET /api/site/figures',
  'GET /api/site/map-tiles',
];
/** The account's own reads that the service worker keeps offline: the browser alone may keep them, asking each time. */
const PRIVATE_READS = ['GET /api/user', 'GET /api/user/favorites', 'GET /api/user/favorites/ids'];
/** The query a public read needs to answer 200. */
const QUERIES: Record<string, string> = { 'GET /api/price-guide': `?propertyType=${encodeURIComponent('شقة')}&priceType=sale` };

describe('Cache-Control of the API', () => {
  let testApp: TestApp;
  let admin: SessionClient;
  let publicId: number;
  let hiddenId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ client: admin } = await member(testApp.server, testApp.dataSource, 'admin'));
    publicId = (await admin.post('/api/properties', listingPayload())).body.id;
    hiddenId = (await admin.post('/api/properties', listingPayload({ isActive: false }))).body.id;
  });
  afterAll(() => testApp?.close());

  // An id no row has: the answers are 404s and 400s, which no cache may keep either.
  const call = (route: Route) => admin.agent[route.method.toLowerCase() as 'get'](route.path.replace(':id', '999999')).set(CSRF_HEADER, admin.token).send({});

  it('lets no cache keep any answer that depends on who asks: every route but the public reads, whatever the status', async () => {
    const routes = routesOf(testApp.app).filter(({ method, path }) => ![...PUBLIC_READS, ...PRIVATE_READS].includes(`${method} ${path}`) && path !== '/api/logout');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const answer = await call(route);
      // no-store, alone or with its older synonyms (terminus's health answers add no-cache, must-revalidate).
      const directives = String(answer.headers['cache-control']).split(', ');
      expect({ route: `${route.method} ${route.path}`, noStore: directives.includes('no-store') }).toEqual({ route: `${route.method} ${route.path}`, noStore: true });
    }
    expect((await request(testApp.server).get('/api/no-such-route')).headers['cache-control']).toBe('no-store');
    // A hidden listing, seen by its owner, is theirs alone.
    expect((await admin.get(`/api/properties/${hiddenId}`)).headers['cache-control']).toBe('no-store');
    expect((await admin.get(`/api/properties/${hiddenId}/price-comparison`)).headers['cache-control']).toBe('no-store');
  });

  it.each(PRIVATE_READS)('lets only the browser keep %s for the account, asking again each time; signed out, nothing is kept', async (route) => {
    const path = route.split(' ')[1];
    expect((await admin.agent.get(path).expect(200)).headers['cache-control']).toBe('private, no-cache');
    expect((await request(testApp.server).get(path).expect(401)).headers['cache-control']).toBe('no-store');
  });

  it.each(PUBLIC_READS)('lets caches keep %s, asking again each time with its ETag (304 when unchanged)', async (route) => {
    const path = route.split(' ')[1].replace(':id', String(publicId)) + (QUERIES[route] ?? '');
    const first = await request(testApp.server).get(path).set('User-Agent', 'Googlebot/2.1').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    await request(testApp.server).get(path).set('User-Agent', 'Googlebot/2.1').set('If-None-Match', first.headers.etag).expect(304);
  });
});
