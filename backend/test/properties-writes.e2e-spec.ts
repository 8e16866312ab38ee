import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { CSRF_HEADER, MAX_IMAGES_PER_PROPERTY } from 'shared-contracts';
import { del, listingPayload, member, patch } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('POST, PATCH, DELETE /api/properties', () => {
  let testApp: TestApp;
  let uploadsDir: string;
  let photo: Buffer;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'djelfa-uploads-'));
    testApp = await startTestApp({ UPLOADS_DIR: uploadsDir });
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a56b' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const premium = () => member(testApp.server, testApp.dataSource, 'user', 'premium');
  const upload = async (client: SessionClient): Promise<string> => {
    const response = await client.agent.post('/api/uploads').set(CSRF_HEADER, client.token).attach('file', photo, 'photo.png');
    expect(response.status).toBe(201);
    return response.body.url;
  };
  const fileOf = (url: string) => join(uploadsDir, url.split('/').pop()!);

  it('creates a listing: 201 with price in dinars, defaults, blanks as null, features trimmed', async () => {
    const { client, id: userId } = await premium();
    const response = await client.post('/api/properties', {
      ...listingPayload({ titleEn: '  ', address: '', features: [' شرفة ', '', '  ', 'مرآب'] }),
      priceType: undefined,
      price: 2.5,
      priceUnit: 'billion',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      userId,
      titleEn: null,
      address: null,
      price: '2.50',
      priceUnit: 'billion',
      priceDzd: '2500000000.00',
      priceType: 'sale',
      features: ['شرفة', 'مرآب'],
      isActive: true,
      isFeatured: false,
      status: 'active',
      viewCount: 0,
      rating: '0.00',
      images: [],
      videos: [],
    });
    const [{ search_text }] = await testApp.dataSource.query('SELECT search_text FROM properties WHERE id = $1', [response.body.id]);
    expect(search_text).toContain('شقه f3 مشمسه');
    expect(search_text).toContain('djelfa');
  });

  it('keeps price_dzd and search_text in step on PATCH, and X-Total-Count follows writes at once', async () => {
    const { client } = await premium();
    const before = Number((await request(testApp.server).get('/api/properties')).headers['x-total-count']);
    const { id } = (await client.post('/api/properties', listingPayload())).body;
    expect((await request(testApp.server).get('/api/properties')).headers['x-total-count']).toBe(String(before + 1));
    const response = await patch(client, `/api/properties/${id}`, { price: 750_000, priceUnit: 'dzd', titleEn: 'Bright flat', commune: 'مسعد' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, price: '750000.00', priceDzd: '750000.00', titleEn: 'Bright flat', commune: 'مسعد', title: listingPayload().title });
    const found = await request(testApp.server).get('/api/properties').query({ keyword: 'bright messaad' });
    expect(found.body.map((property: { id: number }) => property.id)).toEqual([id]);
    expect((await request(testApp.server).get('/api/properties').query({ keyword: 'sunny', commune: 'مسعد' })).body).toHaveLength(0);
  });

  const invalid: [string, object, string, string][] = [
    ['no title', { title: undefined }, 'title', 'required'],
    ['a blank title', { title: '   ' }, 'title', 'required'],
    ['a long title', { title: 'ش'.repeat(151) }, 'title', 'tooLong'],
    ['no description', { description: undefined }, 'description', 'required'],
    ['no price', { price: undefined }, 'price', 'required'],
    ['a price as text', { price: 'cheap' }, 'price', 'invalid'],
    ['a zero price', { price: 0 }, 'price', 'invalid'],
    ['a negative price', { price: -5 }, 'price', 'invalid'],
    ['a price beyond any real one', { price: 9_999_999, priceUnit: 'billion' }, 'price', 'invalid'],
    ['no property type', { propertyType: undefined }, 'propertyType', 'required'],
    ['an unknown type', { propertyType: 'قصر' }, 'propertyType', 'invalid'],
    ['an unknown commune', { commune: 'Paris' }, 'commune', 'invalid'],
    ['an unknown purpose', { priceType: 'gift' }, 'priceType', 'invalid'],
    ['an unknown unit', { priceUnit: 'euro' }, 'priceUnit', 'invalid'],
    ['bedrooms not whole', { bedrooms: 2.5 }, 'bedrooms', 'invalid'],
    ['negative bathrooms', { bathrooms: -1 }, 'bathrooms', 'invalid'],
    ['a zero area', { area: 0 }, 'area', 'invalid'],
    ['31 features', { features: Array.from({ length: 31 }, (_, n) => `f${n}`) }, 'features', 'invalid'],
    ['a long feature', { featuresEn: ['x'.repeat(81)] }, 'featuresEn', 'tooLong'],
    ['two videos', { videos: ['https://youtu.be/abcdefghijk', 'https://youtu.be/abcdefghijl'] }, 'videos', 'invalid'],
    ['a video that is no http link', { videos: ['javascript:alert(1)'] }, 'videos', 'invalid'],
    // The page plays YouTube only: any other address would only be stored, or fetched by someone.
    ['a video link that is not YouTube', { videos: ['http://169.254.169.254/latest/meta-data/'] }, 'videos', 'invalid'],
    ['a YouTube look-alike', { videos: ['https://youtube.com.evil.example/watch?v=abcdefghijk'] }, 'videos', 'invalid'],
    ['isActive as text', { isActive: 'yes' }, 'isActive', 'invalid'],
    ['isActive null', { isActive: null }, 'isActive', 'invalid'],
    ['a field of no listing', { owner: 1 }, 'owner', 'unknown'],
    [`${MAX_IMAGES_PER_PROPERTY + 1} images`, { images: Array.from({ length: MAX_IMAGES_PER_PROPERTY + 1 }, (_, n) => `/uploads/${n}.webp`) }, 'images', 'invalid'],
  ];

  it.each(invalid)('refuses %s on create: 400 VALIDATION_FAILED', async (_case, change, field, code) => {
    const { client } = await premium();
    const response = await client.post('/api/properties', { ...listingPayload(), ...change });
    expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(response.body.fields).toContainEqual(expect.objectContaining({ field, code }));
  });

  it.each(invalid.filter(([, change]) => !Object.values(change).includes(undefined)))('refuses %s on update', async (_case, change, field) => {
    const { client } = await premium();
    const { id } = (await client.post('/api/properties', listingPayload())).body;
    const response = await patch(client, `/api/properties/${id}`, change);
    expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(response.body.fields.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('refuses null for a required field on update, and accepts a partial update', async () => {
    const { client } = await premium();
    const { id } = (await client.post('/api/properties', listingPayload())).body;
    expect((await patch(client, `/api/properties/${id}`, { title: null })).body.fields).toEqual([{ field: 'title', code: 'required' }]);
    expect((await patch(client, `/api/properties/${id}`, { bedrooms: null })).body).toMatchObject({ bedrooms: null, bathrooms: 1 });
  });

  it('lets only the owner or an admin change or delete: 401 signed out, 403 for another user, 404 for none', async () => {
    const owner = await premium();
    const other = await premium();
    const admin = await member(testApp.server, testApp.dataSource, 'admin');
    const visitor = await new SessionClient(testApp.server).start();
    const { id } = (await owner.client.post('/api/properties', listingPayload())).body;

    expect((await visitor.post('/api/properties', listingPayload())).status).toBe(401);
    expect((await patch(visitor, `/api/properties/${id}`, { title: 'x' })).status).toBe(401);
    expect((await del(visitor, `/api/properties/${id}`)).status).toBe(401);
    const forbidden = await patch(other.client, `/api/properties/${id}`, { title: 'x' });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await del(other.client, `/api/properties/${id}`)).status).toBe(403);

    expect((await patch(owner.client, `/api/properties/${id}`, { title: 'شقة F4' })).body.title).toBe('شقة F4');
    expect((await patch(admin.client, `/api/properties/${id}`, { title: 'شقة F5' })).body).toMatchObject({ title: 'شقة F5', userId: owner.id });
    expect((await del(admin.client, `/api/properties/${id}`)).status).toBe(204);
    const { id: second } = (await owner.client.post('/api/properties', listingPayload())).body;
    expect((await del(owner.client, `/api/properties/${second}`)).status).toBe(204);
    expect((await request(testApp.server).get(`/api/properties/${second}`)).status).toBe(404);
    expect((await patch(owner.client, '/api/properties/999999', { title: 'x' })).body.code).toBe('NOT_FOUND');
    expect((await del(owner.client, '/api/properties/abc')).status).toBe(400);
  });

  it('answers a stranger’s write to a hidden listing (paused, pending, expired, sold) with the 404 of a missing one', async () => {
    const owner = await premium();
    const stranger = await premium();
    const missing = await patch(stranger.client, '/api/properties/999999', { title: 'x' });
    for (const status of ['paused', 'pending', 'expired', 'sold']) {
      const { id } = (await owner.client.post('/api/properties', listingPayload())).body;
      await testApp.dataSource.query('UPDATE properties SET status = $1, is_active = false WHERE id = $2', [status, id]);
      for (const answer of [await patch(stranger.client, `/api/properties/${id}`, { title: 'x' }), await del(stranger.client, `/api/properties/${id}`)]) {
        expect([answer.status, answer.body.code, answer.body.message]).toEqual([404, 'NOT_FOUND', missing.body.message.replace('999999', String(id))]);
      }
      // The owner edits it, unless it is closed (sold): then it is relisted first.
      expect((await patch(owner.client, `/api/properties/${id}`, { title: 'شقة F4' })).status).toBe(status === 'sold' ? 409 : 200);
    }
  });

  it('features a listing only for admins and plans that include it: 403 FEATURE_NOT_IN_PLAN', async () => {
    const free = await member(testApp.server, testApp.dataSource, 'user', 'free');
    const refused = await free.client.post('/api/properties', listingPayload({ isFeatured: true }));
    expect([refused.status, refused.body.code, refused.body.plan]).toEqual([403, 'FEATURE_NOT_IN_PLAN', 'free']);
    const { id } = (await free.client.post('/api/properties', listingPayload())).body;
    expect((await patch(free.client, `/api/properties/${id}`, { isFeatured: true })).body.code).toBe('FEATURE_NOT_IN_PLAN');

    const admin = await member(testApp.server, testApp.dataSource, 'admin');
    expect((await patch(admin.client, `/api/properties/${id}`, { isFeatured: true })).body.isFeatured).toBe(true);
    // The owner saving the whole form again keeps what the admin did.
    expect((await patch(free.client, `/api/properties/${id}`, listingPayload({ isFeatured: true }))).status).toBe(200);
    expect((await patch(free.client, `/api/properties/${id}`, { isFeatured: false })).body.isFeatured).toBe(false);

    const basic = await member(testApp.server, testApp.dataSource, 'user', 'basic');
    expect((await basic.client.post('/api/properties', listingPayload({ isFeatured: true }))).body.isFeatured).toBe(true);
  });

  it('features by the plans as the admin set them, not as the code first seeded them', async () => {
    const admin = await member(testApp.server, testApp.dataSource, 'admin');
    const setFeaturing = async (plan: string, canFeature: boolean) => expect((await admin.client.put(`/api/admin/plans/${plan}`, { canFeature })).status).toBe(200);
    const basic = await member(testApp.server, testApp.dataSource, 'user', 'basic');
    const free = await member(testApp.server, testApp.dataSource, 'user', 'free');
    try {
      await setFeaturing('basic', false);
      await setFeaturing('free', true);
      const refused = await basic.client.post('/api/properties', listingPayload({ isFeatured: true }));
      expect([refused.status, refused.body.code, refused.body.plan]).toEqual([403, 'FEATURE_NOT_IN_PLAN', 'basic']);
      expect((await free.client.post('/api/properties', listingPayload({ isFeatured: true }))).body.isFeatured).toBe(true);
    } finally {
      await setFeaturing('basic', true);
      await setFeaturing('free', false);
    }
  });

  it('holds a free account to 3 published listings: 403 PLAN_LIMIT_REACHED with plan and limit; paused ones do not count', async () => {
    const { client } = await member(testApp.server, testApp.dataSource, 'user', 'free');
    for (let n = 0; n < 3; n += 1) expect((await client.post('/api/properties', listingPayload())).status).toBe(201);
    const inactive = await client.post('/api/properties', listingPayload({ isActive: false }));
    expect(inactive.status).toBe(201);

    const refused = await client.post('/api/properties', listingPayload());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED', plan: 'free', limit: 3 });
    expect(refused.body.message).toContain('Free plan allows 3 published listings');
    expect((await patch(client, `/api/properties/${inactive.body.id}`, { isActive: true })).body.code).toBe('PLAN_LIMIT_REACHED');
    expect((await patch(client, `/api/properties/${inactive.body.id}`, { title: 'شقة F2' })).status).toBe(200);

    const mine = (await client.get('/api/user/properties')).body as { id: number; isActive: boolean }[];
    const active = mine.find((property) => property.isActive)!;
    expect((await patch(client, `/api/properties/${active.id}`, { isActive: false })).status).toBe(200);
    expect((await patch(client, `/api/properties/${inactive.body.id}`, { isActive: true })).body.isActive).toBe(true);
  });

  it('takes only the caller’s own uploads, keeps listed photos, deletes dropped ones and a deleted listing’s', async () => {
    const owner = await premium();
    const other = await premium();
    const [first, second, third] = [await upload(owner.client), await upload(owner.client), await upload(owner.client)];
    const theirs = await upload(other.client);

    const refused = await owner.client.post('/api/properties', listingPayload({ images: [first, theirs] }));
    expect([refused.status, refused.body.code]).toEqual([400, 'UNKNOWN_IMAGE']);
    expect((await owner.client.post('/api/properties', listingPayload({ images: ['https://example.com/a.jpg'] }))).body.code).toBe('UNKNOWN_IMAGE');

    const { id, images } = (await owner.client.post('/api/properties', listingPayload({ images: [first, second] }))).body;
    expect(images).toEqual([first, second]);
    // An admin keeps the owner's photos (already on the listing) without having uploaded them.
    const admin = await member(testApp.server, testApp.dataSource, 'admin');
    expect((await patch(admin.client, `/api/properties/${id}`, { images: [second, first] })).status).toBe(200);

    expect((await patch(owner.client, `/api/properties/${id}`, { images: [third, second] })).body.images).toEqual([third, second]);
    expect(existsSync(fileOf(first))).toBe(false);
    expect([second, third].map((url) => existsSync(fileOf(url)))).toEqual([true, true]);

    expect((await del(owner.client, `/api/properties/${id}`)).status).toBe(204);
    expect([second, third].map((url) => existsSync(fileOf(url)))).toEqual([false, false]);
    expect(await testApp.dataSource.query('SELECT count(*)::int AS n FROM uploads WHERE user_id = $1', [owner.id])).toEqual([{ n: 0 }]);
    expect(existsSync(fileOf(theirs))).toBe(true);
  });

  it('keeps a photo two listings show until neither does', async () => {
    const owner = await premium();
    const shared = await upload(owner.client);
    const first = (await owner.client.post('/api/properties', listingPayload({ images: [shared] }))).body.id;
    const second = (await owner.client.post('/api/properties', listingPayload({ images: [shared] }))).body.id;

    expect((await del(owner.client, `/api/properties/${first}`)).status).toBe(204);
    expect(existsSync(fileOf(shared))).toBe(true);
    expect((await request(testApp.server).get(shared)).status).toBe(200);

    expect((await patch(owner.client, `/api/properties/${second}`, { images: [] })).status).toBe(200);
    expect(existsSync(fileOf(shared))).toBe(false);
  });
});
