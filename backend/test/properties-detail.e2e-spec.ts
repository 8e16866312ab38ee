import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_HEADER, PROPERTY_CARD_FIELDS, type DashboardStats, type Property, type PropertyDetail } from 'shared-contracts';
import { VIEWS_PER_ADDRESS_AND_DAY } from '../src/common/http/daily-visitor-keys.js';
import { PropertyViews } from '../src/properties/property-views.js';
import { listingPayload, member, patch } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/properties/:id, /api/user/properties, /api/dashboard/stats', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof member>>;
  let publicId: number;
  let inactiveId: number;

  beforeAll(async () => {
    testApp = await startTestApp({ TRUST_PROXY: '1' });
    owner = await member(testApp.server, testApp.dataSource, 'user', 'basic');
    publicId = (await owner.client.post('/api/properties', listingPayload())).body.id;
    inactiveId = (await owner.client.post('/api/properties', listingPayload({ isActive: false }))).body.id;
  });
  afterAll(() => testApp?.close());

  const viewsOf = async (id: number): Promise<number> => (await testApp.dataSource.query('SELECT view_count FROM properties WHERE id = $1', [id]))[0].view_count;

  it('answers the listing with its owner’s contact', async () => {
    const response = await request(testApp.server).get(`/api/properties/${publicId}`).expect(200);
    const detail = response.body as PropertyDetail;
    expect(detail).toMatchObject({ id: publicId, userId: owner.id, title: listingPayload().title, priceDzd: '6500000.00' });
    expect(detail.owner).toEqual({ firstName: owner.account.firstName, lastName: owner.account.lastName, hasPhone: true });
    expect(detail).not.toHaveProperty('searchText');
  });

  it('counts a view once per visitor and day: not its owner’s, not a crawler’s, not a script’s', async () => {
    const before = await viewsOf(publicId);
    const visit = (client: SessionClient) => client.get(`/api/properties/${publicId}`);
    const visitor = new SessionClient(testApp.server);
    expect((await visit(visitor)).body.viewCount).toBe(before + 1);
    expect((await visit(visitor)).body.viewCount).toBe(before + 1); // a reload
    expect((await visit(new SessionClient(testApp.server))).body.viewCount).toBe(before + 1); // the same browser, cookies cleared
    await visit(new SessionClient(testApp.server, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1'));
    expect(await viewsOf(publicId)).toBe(before + 2);
    for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1', '']) {
      expect((await visit(new SessionClient(testApp.server, bot))).status).toBe(200);
    }
    await visit(owner.client);
    expect(await viewsOf(publicId)).toBe(before + 2);
    // A signed-in visitor is one visitor on every device.
    const { client: phone, account } = await member(testApp.server, testApp.dataSource);
    await visit(phone);
    const laptop = await new SessionClient(testApp.server, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0').start();
    expect((await laptop.post('/api/login', { email: account.email, password: account.password })).status).toBe(200);
    await visit(laptop);
    expect(await viewsOf(publicId)).toBe(before + 3);
  });

  it('counts a few views a day from one signed-out address, however many browsers it claims to be; a topic alike', async () => {
    const listing = (await owner.client.post('/api/properties', listingPayload())).body.id as number;
    const from = (address: string, n: number) => {
      const client = new SessionClient(testApp.server, `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/${100 + n}.0 Safari/537.36`);
      client.agent.set('X-Forwarded-For', address);
      return client;
    };
    for (let n = 0; n < 30; n += 1) expect((await from('198.51.100.30', n).get(`/api/properties/${listing}`)).status).toBe(200);
    expect(await viewsOf(listing)).toBe(VIEWS_PER_ADDRESS_AND_DAY);
    // Another connection still counts, and so does a signed-in member at the capped address.
    await from('198.51.100.31', 0).get(`/api/properties/${listing}`);
    const signedIn = await member(testApp.server, testApp.dataSource);
    signedIn.client.agent.set('X-Forwarded-For', '198.51.100.30');
    await signedIn.client.get(`/api/properties/${listing}`);
    expect(await viewsOf(listing)).toBe(VIEWS_PER_ADDRESS_AND_DAY + 2);
    // The other tests count on the search holding their listings only.
    expect((await owner.client.agent.delete(`/api/properties/${listing}`).set(CSRF_HEADER, owner.client.token)).status).toBe(204);
  });

  it('keeps no session for a visitor who only reads, and no address: a keyed hash, forgotten after a day', async () => {
    const sessions = async () => (await testApp.dataSource.query('SELECT count(*)::int AS n FROM user_sessions'))[0].n;
    const before = await sessions();
    const reader = new SessionClient(testApp.server);
    for (const path of [`/api/properties/${publicId}`, '/api/properties', '/api/user', '/api/health', `/api/properties/${inactiveId}`]) {
      const response = await reader.get(path);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessions()).toBe(before);
    const stored = await testApp.dataSource.query("SELECT encode(visitor, 'hex') AS visitor FROM property_views");
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every(({ visitor }: { visitor: string }) => /^[0-9a-f]{64}$/.test(visitor))).toBe(true);
    await testApp.dataSource.query(`UPDATE property_views SET seen_at = now() - interval '25 hours' WHERE property_id = $1`, [publicId]);
    await testApp.app.get(PropertyViews).forgetOld();
    expect(await testApp.dataSource.query('SELECT 1 FROM property_views WHERE property_id = $1', [publicId])).toEqual([]);
  });

  it('hides an inactive or sold listing (404) but from its owner and admins, and counts no view of it', async () => {
    expect((await request(testApp.server).get(`/api/properties/${inactiveId}`)).body.code).toBe('NOT_FOUND');
    const { client: other } = await member(testApp.server, testApp.dataSource);
    expect((await other.get(`/api/properties/${inactiveId}`)).status).toBe(404);
    expect((await owner.client.get(`/api/properties/${inactiveId}`)).body.isActive).toBe(false);
    const { client: admin } = await member(testApp.server, testApp.dataSource, 'admin');
    expect((await admin.get(`/api/properties/${inactiveId}`)).status).toBe(200);
    expect(await viewsOf(inactiveId)).toBe(0);

    const { id: soldId } = (await owner.client.post('/api/properties', listingPayload())).body;
    await testApp.dataSource.query(`UPDATE properties SET status = 'sold', is_active = false WHERE id = $1`, [soldId]);
    expect((await request(testApp.server).get(`/api/properties/${soldId}`)).status).toBe(404);
    expect((await owner.client.get(`/api/properties/${soldId}`)).body.status).toBe('sold');
    expect((await request(testApp.server).get('/api/properties').query({ pageSize: 100 })).body.map((p: { id: number }) => p.id)).toEqual([publicId]);
  });

  it('answers 404 for an unknown id and 400 for one that is not a positive whole number within int4', async () => {
    expect((await request(testApp.server).get('/api/properties/999999')).status).toBe(404);
    expect((await request(testApp.server).get('/api/properties/2147483647')).status).toBe(404);
    for (const id of ['2147483648', '99999999999', '12abc', '0x10', '1e1', '0', '007', '-1', '1.0', '%20']) {
      const response = await request(testApp.server).get(`/api/properties/${id}`);
      expect([id, response.status, response.body.fields]).toEqual([id, 400, [{ field: 'id', code: 'invalid' }]]);
    }
  });

  it('lists the caller’s own listings in any state, newest first, with X-Total-Count; 401 signed out', async () => {
    const { client, id } = await member(testApp.server, testApp.dataSource, 'user', 'premium');
    const made: number[] = [];
    for (const isActive of [true, false, true]) made.push((await client.post('/api/properties', listingPayload({ isActive }))).body.id);
    const response = await client.get('/api/user/properties');
    expect(response.body.map((property: { id: number }) => property.id)).toEqual(made.reverse());
    expect(response.body.every((property: { userId: number }) => property.userId === id)).toBe(true);
    expect(response.headers['x-total-count']).toBe('3');
    const page = await client.get('/api/user/properties?pageSize=2&page=2');
    expect([page.body.length, page.headers['x-total-count']]).toEqual([1, '3']);
    expect((await client.get('/api/user/properties?pageSize=500')).status).toBe(400);
    expect((await request(testApp.server).get('/api/user/properties')).status).toBe(401);
  });

  it('gives the dashboard figures: listings, views, active against the plan, points', async () => {
    const { client, id } = await member(testApp.server, testApp.dataSource, 'user', 'basic');
    await testApp.dataSource.query('UPDATE users SET reward_points = 250 WHERE id = $1', [id]);
    const ids: number[] = [];
    for (const isActive of [true, true, false]) ids.push((await client.post('/api/properties', listingPayload({ isActive }))).body.id);
    await testApp.dataSource.query('UPDATE properties SET view_count = $1 WHERE id = $2', [7, ids[0]]);
    await new SessionClient(testApp.server).get(`/api/properties/${ids[1]}`);
    await patch(client, `/api/properties/${ids[2]}`, { title: 'شقة F2' });
    const stats: DashboardStats = (await client.get('/api/dashboard/stats')).body;
    expect(stats).toEqual({
      myProperties: 3,
      myViews: 8,
      activeProperties: 2,
      drafts: 0,
      plan: 'basic',
      allowedProperties: 10,
      planCanFeature: true,
      planFeatures: expect.arrayContaining([{ ar: 'إبراز العقارات', en: 'Featured listing' }]),
      rewardPoints: 250,
    });
    expect((await request(testApp.server).get('/api/dashboard/stats')).status).toBe(401);
  });

  it('answers a listing alike after a write, in the search, in the owner’s list and on its page', async () => {
    const { client } = await member(testApp.server, testApp.dataSource, 'user', 'premium');
    const written = (await client.post('/api/properties', listingPayload({ titleEn: 'Consistency check' }))).body;
    const [{ owner: listedOwner, ...found }] = (await request(testApp.server).get('/api/properties').query({ keyword: 'consistency' })).body;
    const [mine] = (await client.get('/api/user/properties')).body;
    const { owner, ...page } = (await client.get(`/api/properties/${written.id}`)).body;
    expect([mine, page]).toEqual([written, written]);
    // The search answers its card: the same values, without the long texts.
    expect(found).toEqual(Object.fromEntries(PROPERTY_CARD_FIELDS.filter((key) => key !== 'owner').map((key) => [key, written[key]])));
    expect(listedOwner).toEqual(owner);
    expect(Object.keys(written).sort()).toEqual(Object.keys(listingShape).sort());
    expect(new Date(written.createdAt).toISOString()).toBe(written.createdAt);
    const [{ created_at }] = await testApp.dataSource.query('SELECT created_at FROM properties WHERE id = $1', [written.id]);
    expect(created_at.toISOString()).toBe(written.createdAt);
  });
});

// Every field of the Property contract, once (the compiler checks this object against the type).
const listingShape: Record<keyof Property, true> = {
  id: true,
  userId: true,
  contactMode: true,
  title: true,
  titleEn: true,
  description: true,
  descriptionEn: true,
  price: true,
  priceUnit: true,
  priceDzd: true,
  priceType: true,
  propertyType: true,
  commune: true,
  address: true,
  addressEn: true,
  area: true,
  bedrooms: true,
  bathrooms: true,
  features: true,
  featuresEn: true,
  images: true,
  videos: true,
  virtualTour: true,
  documents: true,
  ownershipDocument: true,
  location: true,
  isActive: true,
  isFeatured: true,
  status: true,
  expiresAt: true,
  viewCount: true,
  rating: true,
  ratingCount: true,
  createdAt: true,
  updatedAt: true,
};
