import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { COMMUNES, PROPERTY_TYPES, youtubeVideoId, type Property, type PropertyDetail } from 'shared-contracts';
import { DEMO_ACCOUNTS } from '../src/auth/demo-accounts.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { startApp, type TestApp } from './support/test-app.js';

describe('demo listings', () => {
  let database: TestDatabase;
  let uploadsDir: string;
  let testApp: TestApp;
  let startMs: number;
  const env = () => ({ ...database.env, DEMO_ACCOUNTS: 'true', UPLOADS_DIR: uploadsDir });

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(join(tmpdir(), 'djelfa-demo-uploads-'));
    const started = Date.now();
    testApp = await startApp(env());
    startMs = Date.now() - started;
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  /** Every public listing, each as its own page reads it. */
  const all = async (): Promise<Property[]> => {
    const cards: { id: number }[] = (await request(testApp.server).get('/api/properties').query({ pageSize: 100 })).body;
    return Promise.all(cards.map(async ({ id }) => (await request(testApp.server).get(`/api/properties/${id}`)).body as Property));
  };

  it('fills an empty database at the first start: every commune, type and purpose, with photos', async () => {
    const listings = await all();
    expect(listings.length).toBeGreaterThanOrEqual(36);
    expect(new Set(listings.map((listing) => listing.commune))).toEqual(new Set(COMMUNES.map((commune) => commune.value)));
    expect(new Set(listings.map((listing) => listing.propertyType))).toEqual(new Set(PROPERTY_TYPES.map((type) => type.value)));
    expect(new Set(listings.map((listing) => listing.priceType))).toEqual(new Set(['sale', 'rent', 'exchange']));
    expect(new Set(listings.map((listing) => listing.priceUnit))).toEqual(new Set(['dzd', 'million', 'billion']));
    expect(listings.every((listing) => listing.images.length >= 1 && listing.images.length <= 4 && listing.titleEn && listing.descriptionEn)).toBe(true);
    expect(listings.every((listing) => new Set(listing.images).size === listing.images.length)).toBe(true);
    expect(listings.filter((listing) => listing.isFeatured).length).toBeGreaterThanOrEqual(3);
    expect(listings.filter((listing) => listing.videos.some((url) => youtubeVideoId(url))).length).toBeGreaterThanOrEqual(2);
    const photo = await request(testApp.server).get(listings[0].images[0]);
    expect([photo.status, photo.headers['content-type']]).toEqual([200, 'image/webp']);
    // Reported, not asserted: the issue asks for under 15 s on two cores (embedded database start included).
    console.info(`App start with demo listings: ${startMs} ms`);
  });

  it('gives them to the demo user (on the premium plan) and a few to the demo admin', async () => {
    const owners = await testApp.dataSource.query(
      'SELECT u.email, u.subscription_plan AS plan, count(*)::int AS listings FROM properties p JOIN users u ON u.id = p.user_id GROUP BY u.email, u.subscription_plan',
    );
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'user')!;
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    expect(owners).toEqual(expect.arrayContaining([expect.objectContaining({ email: demo.email, plan: 'premium' }), expect.objectContaining({ email: admin.email })]));
    expect(owners.find((owner: { email: string }) => owner.email === demo.email).listings).toBeGreaterThan(30);
  });

  it('lists them with a number behind Show number, so that their Call and WhatsApp buttons work', async () => {
    const listed = (await request(testApp.server).get('/api/properties').query({ pageSize: 100 })).body as PropertyDetail[];
    expect(listed.length).toBeGreaterThan(30);
    expect(listed.filter((listing) => !listing.owner.hasPhone)).toEqual([]);
  });

  it('finds them in both languages', async () => {
    const search = async (keyword: string) => (await request(testApp.server).get('/api/properties').query({ keyword })).body.length;
    expect(await search('villa djelfa')).toBeGreaterThan(0);
    expect(await search('شقة F3')).toBeGreaterThan(0);
    expect(await search('Sunny apartment')).toBeGreaterThan(0);
  });

  it('does not add them again at the next start', async () => {
    const before = (await testApp.dataSource.query('SELECT count(*)::int AS n FROM properties'))[0].n;
    await testApp.close();
    testApp = await startApp(env());
    expect((await testApp.dataSource.query('SELECT count(*)::int AS n FROM properties'))[0].n).toBe(before);
  });
});
