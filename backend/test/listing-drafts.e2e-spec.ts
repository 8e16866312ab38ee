import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CSRF_HEADER, type ListingDraft, type Property } from 'shared-contracts';
import { ABANDONED_UPLOADS_JOB } from '../src/uploads/abandoned-uploads.job.js';
import { runJob } from './support/jobs.js';
import { del, listingPayload, member } from './support/listings.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testImage } from './support/test-images.js';

describe('listing drafts', () => {
  let testApp: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'djelfa-drafts-'));
    testApp = await startTestApp({ UPLOADS_DIR: uploadsDir });
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const owner = async (plan: 'free' | 'premium' = 'premium') => (await member(testApp.server, testApp.dataSource, 'user', plan)).client;
  const put = (client: SessionClient, path: string, body: object) => client.agent.put(path).set(CSRF_HEADER, client.token).send(body);
  const upload = async (client: SessionClient): Promise<string> =>
    (
      await client.agent
        .post('/api/uploads')
        .set(CSRF_HEADER, client.token)
        .attach('file', await testImage('jpeg', 80, 60), 'photo.jpg')
    ).body.url;

  it('keeps an incomplete form as typed, saved again and again, and lists it', async () => {
    const client = await owner();
    const created = await client.post('/api/user/drafts', { form: { title: 'فيلا' } });
    expect(created.status).toBe(201);
    const draft = created.body as ListingDraft;
    expect(draft).toMatchObject({ propertyId: null, form: { title: 'فيلا' } });
    const saved = await put(client, `/api/user/drafts/${draft.id}`, { form: { title: 'فيلا بحديقة', price: 12, priceUnit: 'million' } });
    expect([saved.status, saved.body.form]).toEqual([200, { title: 'فيلا بحديقة', price: 12, priceUnit: 'million' }]);
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(draft.updatedAt));
    const list = await client.get('/api/user/drafts');
    expect([list.body.map((item: ListingDraft) => item.id), list.headers['x-total-count']]).toEqual([[draft.id], '1']);
    expect((await client.get(`/api/user/drafts/${draft.id}`)).body.form.title).toBe('فيلا بحديقة');
    expect((await client.get('/api/dashboard/stats')).body.drafts).toBe(1);
  });

  it.each([
    { form: { price: 'a lot' } },
    { form: { propertyType: 'castle' } },
    { form: { title: 'x'.repeat(151) } },
    { form: { owner: 'me' } },
    { form: 'title' },
    { form: [[[]]] },
    { form: [{ title: 'فيلا' }] },
    { form: null },
    {},
  ])('checks the shape of what is saved: 400 for %j', async (body) => {
    const client = await owner();
    expect((await client.post('/api/user/drafts', body)).status).toBe(400);
  });

  it('publishes under the full rules: each missing field named, then the listing created and the draft gone', async () => {
    const client = await owner();
    const { id } = (await client.post('/api/user/drafts', { form: { titleEn: 'Villa' } })).body;
    const refused = await client.post(`/api/user/drafts/${id}/publish`);
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(refused.body.fields.map((field: { field: string }) => field.field).sort()).toEqual(['description', 'price', 'propertyType', 'title']);
    expect(refused.body.fields.every((field: { code: string }) => field.code === 'required')).toBe(true);

    await put(client, `/api/user/drafts/${id}`, { form: listingPayload({ titleEn: 'Villa' }) });
    const published = await client.post(`/api/user/drafts/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body as Property).toMatchObject({ status: 'active', titleEn: 'Villa' });
    expect((await request(testApp.server).get(`/api/properties/${published.body.id}`)).status).toBe(200);
    expect((await client.get(`/api/user/drafts/${id}`)).status).toBe(404);
  });

  it('keeps unsaved changes to a listing apart from it, one draft per listing, applied on publish', async () => {
    const client = await owner();
    const listing = (await client.post('/api/properties', listingPayload())).body as Property;
    const first = await client.post('/api/user/drafts', { propertyId: listing.id, form: { ...listingPayload(), price: 5.9 } });
    expect(first.status).toBe(201);
    const again = await client.post('/api/user/drafts', { propertyId: listing.id, form: { ...listingPayload(), price: 5.8 } });
    expect([again.status, again.body.id]).toEqual([200, first.body.id]);
    expect((await request(testApp.server).get(`/api/properties/${listing.id}`)).body.price).toBe('6.50'); // the public listing is as it was
    const published = await client.post(`/api/user/drafts/${first.body.id}/publish`);
    expect([published.body.id, published.body.price]).toEqual([listing.id, '5.80']);
  });

  it('refuses a draft of someone else’s listing, and shows nobody else’s draft: 404', async () => {
    const [mine, theirs] = [await owner(), await owner()];
    const listing = await mine.post('/api/properties', listingPayload());
    const hidden = (await mine.post('/api/properties', listingPayload({ isActive: false }))).body as Property;
    expect((await theirs.post('/api/user/drafts', { propertyId: hidden.id, form: {} })).status).toBe(404);
    expect((await theirs.post('/api/user/drafts', { propertyId: listing.body.id, form: {} })).status).toBe(403);
    const { id } = (await mine.post('/api/user/drafts', { form: { title: 'سري' } })).body;
    expect((await theirs.get(`/api/user/drafts/${id}`)).status).toBe(404);
    expect((await put(theirs, `/api/user/drafts/${id}`, { form: {} })).status).toBe(404);
    expect((await theirs.post(`/api/user/drafts/${id}/publish`)).status).toBe(404);
    expect((await del(theirs, `/api/user/drafts/${id}`)).status).toBe(404);
    expect((await mine.get(`/api/user/drafts/${id}`)).body.form.title).toBe('سري');
  });

  it('publishes beyond the plan: 403 PLAN_LIMIT_REACHED, the draft kept; a sold listing’s draft: 409 LISTING_CLOSED', async () => {
    const client = await owner('free');
    for (let n = 0; n < 3; n += 1) await client.post('/api/properties', listingPayload());
    const { id } = (await client.post('/api/user/drafts', { form: listingPayload() })).body;
    const refused = await client.post(`/api/user/drafts/${id}/publish`);
    expect([refused.status, refused.body.code]).toEqual([403, 'PLAN_LIMIT_REACHED']);
    expect((await client.get(`/api/user/drafts/${id}`)).status).toBe(200);

    const mine = (await client.get('/api/user/properties')).body as Property[];
    const draft = (await client.post('/api/user/drafts', { propertyId: mine[0].id, form: listingPayload({ price: 1 }) })).body;
    await client.post(`/api/properties/${mine[0].id}/state`, { to: 'sold' });
    expect((await client.post(`/api/user/drafts/${draft.id}/publish`)).body.code).toBe('LISTING_CLOSED');
  });

  it('keeps at most 20 drafts: 403 DRAFT_LIMIT_REACHED', async () => {
    const client = await owner();
    for (let n = 0; n < 20; n += 1) expect((await client.post('/api/user/drafts', { form: {} })).status).toBe(201);
    const refused = await client.post('/api/user/drafts', { form: {} });
    expect([refused.status, refused.body.code]).toEqual([403, 'DRAFT_LIMIT_REACHED']);
  });

  it("keeps a draft's photos from the clean-up of abandoned uploads, takes only the caller's, and deletes them with the draft", async () => {
    const [client, other] = [await owner(), await owner()];
    const [photo, theirs] = [await upload(client), await upload(other)];
    expect((await client.post('/api/user/drafts', { form: { images: [theirs] } })).body.code).toBe('UNKNOWN_IMAGE');
    const { id } = (await client.post('/api/user/drafts', { form: { images: [photo] } })).body;
    await testApp.dataSource.query(`UPDATE uploads SET created_at = now() - interval '3 days'`);
    await runJob(testApp, ABANDONED_UPLOADS_JOB);
    const file = join(uploadsDir, photo.split('/').pop()!);
    expect(existsSync(file)).toBe(true);
    expect((await del(client, `/api/user/drafts/${id}`)).status).toBe(204);
    expect(existsSync(file)).toBe(false);
  });
});
