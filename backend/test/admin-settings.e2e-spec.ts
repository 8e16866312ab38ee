import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_HEADER, DEFAULT_PUBLIC_SETTINGS, type AuditEntry, type Property, type SiteSettings } from 'shared-contracts';
import { listingPayload, member } from './support/listings.js';
import { newAccount, SessionClient } from './support/session-client.js';
import { frontendFixture } from './support/frontend-fixture.js';
import { startApp, startTestApp, type TestApp } from './support/test-app.js';
import { testImage } from './support/test-images.js';

describe('site settings that take effect', () => {
  let testApp: TestApp;
  let admin: SessionClient;
  const visitor = () => request(testApp.server);
  const set = async (change: object): Promise<SiteSettings> => {
    const response = await admin.put('/api/admin/settings', change);
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    testApp = await startTestApp({ FRONTEND_ROOT: frontendFixture(), SERVE_FRONTENDS: 'true' });
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
  });
  afterAll(() => testApp?.close());

  it('answers the defaults, then what an admin saved, to every page; the private parts only to admins', async () => {
    expect((await visitor().get('/api/site/settings')).body).toEqual(DEFAULT_PUBLIC_SETTINGS);
    await set({ siteName: { en: 'Djelfa Homes' }, contactPhone: '+213 27 11 22 33', description: { ar: 'سوق العقارات الأول في ولاية الجلفة.' } });
    const shown = (await visitor().get('/api/site/settings')).body;
    expect(shown).toMatchObject({ siteName: { ar: DEFAULT_PUBLIC_SETTINGS.siteName.ar, en: 'Djelfa Homes' }, contactPhone: '+213 27 11 22 33' });
    expect(shown.description.ar).toBe('سوق العقارات الأول في ولاية الجلفة.');
    expect(shown).not.toHaveProperty('payment');
    expect(shown).not.toHaveProperty('listingsNeedApproval');
    for (const bad of [
      { maxImages: 0 },
      { maxImages: 21 },
      { maxImages: 2.5 },
      { maintenance: 'yes' },
      { contactPhone: 'call us' },
      { siteName: { ar: '' } },
      { registrationOpen: null },
      { maxImages: null },
      { siteName: null },
      { payment: { ccpKey: null } },
    ]) {
      const refused = await admin.put('/api/admin/settings', bad);
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    // A null emptied nothing: sign-up is still open.
    expect((await visitor().get('/api/site/settings')).body.registrationOpen).toBe(true);
  });

  it('closes sign-up with a message while registration is off', async () => {
    await set({ registrationOpen: false });
    const stranger = await new SessionClient(testApp.server).start();
    const closed = await stranger.post('/api/register', newAccount());
    expect([closed.status, closed.body.code]).toEqual([403, 'REGISTRATION_CLOSED']);
    expect(closed.body.message).toMatch(/not being opened/);
    expect((await visitor().get('/api/site/settings')).body.registrationOpen).toBe(false);
    await set({ registrationOpen: true });
    expect((await stranger.post('/api/register', newAccount())).status).toBe(201);
  });

  it("sends owners' new listings to pending (not public) while approval is on", async () => {
    const owner = await member(testApp.server, testApp.dataSource);
    await set({ listingsNeedApproval: true });
    const waiting: Property = (await owner.client.post('/api/properties', listingPayload())).body;
    expect(waiting.status).toBe('pending');
    expect((await visitor().get(`/api/properties/${waiting.id}`)).status).toBe(404);
    // The moderation queue links to the listing: whoever approves it may open it, a moderator too.
    const moderator = await member(testApp.server, testApp.dataSource, 'moderator');
    expect((await moderator.client.get(`/api/properties/${waiting.id}`)).status).toBe(200);
    expect((await (await member(testApp.server, testApp.dataSource)).client.get(`/api/properties/${waiting.id}`)).status).toBe(404);
    await set({ listingsNeedApproval: false });
    const published: Property = (await owner.client.post('/api/properties', listingPayload())).body;
    expect(published.status).toBe('active');
    expect((await visitor().get(`/api/properties/${published.id}`)).status).toBe(200);
  });

  it('refuses a photo above the limit in the API', async () => {
    const owner = await member(testApp.server, testApp.dataSource, 'user', 'basic');
    const photos: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const upload = await owner.client.agent
        .post('/api/uploads')
        .set(CSRF_HEADER, owner.client.token)
        .attach('file', await testImage('jpeg', 400, 300), { filename: `p${n}.jpg`, contentType: 'image/jpeg' });
      photos.push(upload.body.url);
    }
    await set({ maxImages: 2 });
    expect((await visitor().get('/api/site/settings')).body.maxImages).toBe(2);
    const refused = await owner.client.post('/api/properties', listingPayload({ images: photos }));
    expect([refused.status, refused.body.fields]).toEqual([400, [{ field: 'images', code: 'tooMany', limit: 2 }]]);
    const two: Property = (await owner.client.post('/api/properties', listingPayload({ images: photos.slice(0, 2) }))).body;
    expect(two.images).toHaveLength(2);
    const third = await owner.client.agent.patch(`/api/properties/${two.id}`).set(CSRF_HEADER, owner.client.token).send({ images: photos });
    expect([third.status, third.body.fields?.[0]?.code]).toEqual([400, 'tooMany']);
    await set({ maxImages: 10 });
    expect((await owner.client.post('/api/properties', listingPayload({ images: photos }))).status).toBe(201);
  });

  it('puts visitors and members on a 503 page during maintenance; staff browse and work as usual', async () => {
    const member_ = await member(testApp.server, testApp.dataSource);
    const moderator = await member(testApp.server, testApp.dataSource, 'moderator');
    await set({ maintenance: true });
    try {
      const page = await visitor().get('/search').set('Accept', 'text/html');
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBeDefined();
      expect(page.text).toContain('الموقع في صيانة');
      expect(page.text).toContain('We are doing some maintenance');
      const api = await visitor().get('/api/properties');
      expect([api.status, api.body.code]).toEqual([503, 'MAINTENANCE']);
      expect((await member_.client.get('/api/dashboard/stats')).status).toBe(503);
      expect((await member_.client.agent.get('/dashboard').set('Accept', 'text/html')).status).toBe(503);
      // Signing in stays open (staff need it), and so does the sign-in page.
      expect((await visitor().get('/auth').set('Accept', 'text/html')).status).toBe(200);
      expect((await visitor().get('/api/site/settings')).body.maintenance).toBe(true);
      // Staff: pages, the session-free search, their own work.
      expect((await admin.agent.get('/search').set('Accept', 'text/html')).status).toBe(200);
      expect((await admin.get('/api/properties')).status).toBe(200);
      expect((await admin.get('/api/admin/settings')).status).toBe(200);
      expect((await moderator.client.get('/api/admin/forum/reports')).status).toBe(200);
      // Assets are served to all: the sign-in page needs them.
      expect((await visitor().get('/remotes.json')).status).toBe(200);
    } finally {
      await set({ maintenance: false });
    }
    expect((await visitor().get('/search').set('Accept', 'text/html')).status).toBe(200);
    expect((await member_.client.get('/api/dashboard/stats')).status).toBe(200);
  });

  it('is seen at once by another instance of the API (NOTIFY drops its copy)', async () => {
    const { url } = testApp.dataSource.options as { url: string };
    const other = await startApp({ DATABASE_URL: url });
    try {
      expect((await request(other.server).get('/api/site/settings')).body.maxImages).toBe(10);
      await set({ maxImages: 7 });
      let seen = 0;
      while (seen !== 7) seen = (await request(other.server).get('/api/site/settings')).body.maxImages;
      expect(seen).toBe(7);
    } finally {
      await other.close();
      await set({ maxImages: 10 });
    }
  });

  it('records each save with before and after; moderators and members may not read or change settings', async () => {
    await set({ contactEmail: 'office@djelfa-estates.dz' });
    const [entry]: AuditEntry[] = (await admin.get('/api/admin/audit?pageSize=1')).body;
    expect(entry).toMatchObject({ action: 'settings.update', before: { contactEmail: DEFAULT_PUBLIC_SETTINGS.contactEmail }, after: { contactEmail: 'office@djelfa-estates.dz' } });
    const moderator = await member(testApp.server, testApp.dataSource, 'moderator');
    expect((await moderator.client.get('/api/admin/settings')).status).toBe(403);
    expect((await moderator.client.put('/api/admin/settings', { maintenance: true })).status).toBe(403);
    expect((await visitor().get('/api/admin/settings')).status).toBe(401);
  });
});
