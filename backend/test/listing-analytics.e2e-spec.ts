import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ANALYTICS_DAYS, type OwnerAnalytics } from 'shared-contracts';
import { ROLL_UP_JOB } from '../src/listing-analytics/roll-up.job.js';
import { runJob } from './support/jobs.js';
import { listingPayload, member } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('listing analytics', () => {
  let testApp: TestApp;
  let owner: SessionClient;
  const ids = { flat: 0, villa: 0, hidden: 0 };

  beforeAll(async () => {
    testApp = await startTestApp();
    owner = (await member(testApp.server, testApp.dataSource)).client;
    ids.flat = (await owner.post('/api/properties', listingPayload({ images: [] }))).body.id;
    ids.villa = (await owner.post('/api/properties', listingPayload({ title: 'فيلا', propertyType: 'فيلا', titleEn: null, descriptionEn: null }))).body.id;
    ids.hidden = (await owner.post('/api/properties', listingPayload({ title: 'مخفي', isActive: false }))).body.id;
  });
  afterAll(() => testApp?.close());

  const visitor = async () => new SessionClient(testApp.server).start();
  const analytics = async (query = ''): Promise<OwnerAnalytics> => (await owner.get(`/api/user/analytics${query}`)).body as OwnerAnalytics;

  it('counts views and contact clicks into the owner’s daily figures, by channel, once rolled up', async () => {
    const someone = await visitor();
    await someone.get(`/api/properties/${ids.flat}`);
    await someone.get(`/api/properties/${ids.flat}`); // the same visitor the same day: one view
    await (await visitor()).get(`/api/properties/${ids.villa}`);
    const batch = {
      events: [
        { propertyId: ids.flat, kind: 'call' },
        { propertyId: ids.flat, kind: 'whatsapp' },
        { propertyId: ids.flat, kind: 'call' },
        { propertyId: ids.villa, kind: 'share' },
        { propertyId: ids.hidden, kind: 'call' },
        { propertyId: 999999, kind: 'save' },
      ],
    };
    expect((await someone.post('/api/listing-events', batch)).status).toBe(202);

    expect((await analytics()).totals.views).toBe(0); // logged, not rolled up yet
    expect(await runJob(testApp, ROLL_UP_JOB)).toBe('completed');
    const figures = await analytics();
    expect(figures.totals).toEqual({ views: 2, leads: { call: 2, whatsapp: 1, share: 1, save: 0, phone: 0, message: 0 } });
    expect(figures.daily).toHaveLength(ANALYTICS_DAYS);
    expect(figures.daily.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 2, leads: 4 });
    expect(figures.daily.slice(0, -1).every((day) => day.views === 0 && day.leads === 0)).toBe(true);
    const flat = figures.listings.find((listing) => listing.id === ids.flat)!;
    expect(flat).toMatchObject({ views: 1, leads: { call: 2, whatsapp: 1, share: 0, save: 0, phone: 0, message: 0 } });
    expect(figures.listings.find((listing) => listing.id === ids.hidden)).toMatchObject({ views: 0, leads: { call: 0, whatsapp: 0, share: 0, save: 0, phone: 0, message: 0 } });
    const [{ left }] = await testApp.dataSource.query('SELECT count(*)::int AS left FROM listing_events');
    expect(left).toBe(0);
  });

  it('adds to the day’s figures at each roll-up', async () => {
    const someone = await visitor();
    await someone.post('/api/listing-events', { events: [{ propertyId: ids.villa, kind: 'save' }] });
    await runJob(testApp, ROLL_UP_JOB);
    await runJob(testApp, ROLL_UP_JOB);
    expect((await analytics(`?propertyId=${ids.villa}`)).totals).toEqual({ views: 1, leads: { call: 0, whatsapp: 0, share: 1, save: 1, phone: 0, message: 0 } });
  });

  it('scores each listing and says what would raise it', async () => {
    const { listings } = await analytics();
    const flat = listings.find((listing) => listing.id === ids.flat)!;
    expect(flat.quality.tips).toContain('morePhotos');
    expect(flat.quality.tips).toContain('video');
    expect(flat.quality.score).toBeGreaterThan(0);
    expect(listings.find((listing) => listing.id === ids.villa)!.quality.tips).toContain('englishVersion');
  });

  it("shows an owner only their own listings: another's is a 404, a visitor a 401", async () => {
    const other = (await member(testApp.server, testApp.dataSource)).client;
    expect((await other.get(`/api/user/analytics?propertyId=${ids.flat}`)).status).toBe(404);
    expect((await other.get('/api/user/analytics')).body.listings).toEqual([]);
    expect((await (await visitor()).get('/api/user/analytics')).status).toBe(401);
    expect((await owner.get('/api/user/analytics?propertyId=abc')).status).toBe(400);
  });

  it.each([
    { events: Array.from({ length: 51 }, () => ({ propertyId: 1, kind: 'call' })) },
    { events: [{ propertyId: 1, kind: 'hack' }] },
    { events: [{ propertyId: 0, kind: 'call' }] },
    { events: [{ propertyId: '1', kind: 'call' }] },
    { events: 'call' },
    {},
  ])('refuses a malformed batch with 400: %j', async (body) => {
    expect((await (await visitor()).post('/api/listing-events', body)).status).toBe(400);
  });
});
