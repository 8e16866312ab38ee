import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, FIRST_LISTING_PHOTOS, LISTING_BOOST, type PointsEntry } from 'shared-contracts';
import { ENDED_BOOSTS_JOB } from '../src/subscriptions/ended-boosts.job.js';
import { runJob } from './support/jobs.js';
import { listingPayload, member } from './support/listings.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testImage } from './support/test-images.js';

const DAY = 86_400_000;

describe('reward points: earned once for a first listing with photos, spent on featuring a listing for a week', () => {
  let testApp: TestApp;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'djelfa-points-'));
    testApp = await startTestApp({ UPLOADS_DIR: join(root, 'uploads') });
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(root, { recursive: true, force: true });
  });

  const query = (sql: string, values: unknown[] = []) => testApp.dataSource.query(sql, values);
  const photos = async (client: SessionClient, count: number): Promise<string[]> => {
    const urls: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const sent = await client.agent
        .post('/api/uploads')
        .set(CSRF_HEADER, client.token)
        .attach('file', await testImage('png', 40 + n, 30), { filename: 'p.png', contentType: 'image/png' });
      expect(sent.status).toBe(201);
      urls.push(sent.body.url);
    }
    return urls;
  };
  const ledger = async (client: SessionClient): Promise<PointsEntry[]> => (await client.get('/api/user/points?pageSize=50')).body;
  const balance = async (client: SessionClient): Promise<number> => (await client.get('/api/user')).body.rewardPoints;
  /** Points as an approved payment would give them: a ledger line and the balance. */
  const give = async (id: number, points: number) => {
    await query(`INSERT INTO points_ledger (user_id, points, reason, source_type, source_id) VALUES ($1, $2, 'plan_payment', 'payment', $3)`, [id, points, id * 1000 + points]);
    await query('UPDATE users SET reward_points = reward_points + $2 WHERE id = $1', [id, points]);
  };

  it(`gives ${FIRST_LISTING_PHOTOS.points} points for the first published listing with ${FIRST_LISTING_PHOTOS.photos} photos, once`, async () => {
    const { client } = await member(testApp.server, testApp.dataSource);
    expect((await client.post('/api/properties', listingPayload({ images: await photos(client, FIRST_LISTING_PHOTOS.photos - 1) }))).status).toBe(201);
    expect(await balance(client)).toBe(0);
    expect((await client.post('/api/properties', listingPayload({ images: await photos(client, FIRST_LISTING_PHOTOS.photos) }))).status).toBe(201);
    expect((await client.post('/api/properties', listingPayload({ images: await photos(client, FIRST_LISTING_PHOTOS.photos) }))).status).toBe(201);
    expect(await balance(client)).toBe(FIRST_LISTING_PHOTOS.points);
    expect((await ledger(client)).map(({ reason, points }) => [reason, points])).toEqual([['first_listing_photos', FIRST_LISTING_PHOTOS.points]]);
  });

  it('features an own published listing for 7 days, spending the points; a second boost adds 7 more; the job ends it', async () => {
    const { client, id } = await member(testApp.server, testApp.dataSource);
    const listing = (await client.post('/api/properties', listingPayload())).body;
    const short = await client.post(`/api/properties/${listing.id}/boost`);
    expect([short.status, short.body.code]).toEqual([409, 'NOT_ENOUGH_POINTS']);
    expect(await query('SELECT count(*)::int AS n FROM listing_boosts WHERE property_id = $1', [listing.id])).toEqual([{ n: 0 }]);

    await give(id, 2 * LISTING_BOOST.points + 50);
    const before = Date.now();
    const first = await client.post(`/api/properties/${listing.id}/boost`);
    expect([first.status, first.body.rewardPoints]).toEqual([201, LISTING_BOOST.points + 50]);
    const firstEnd = new Date(first.body.featuredUntil).getTime();
    expect(firstEnd).toBeGreaterThanOrEqual(before + LISTING_BOOST.days * DAY - 1000);
    expect((await client.get(`/api/properties/${listing.id}`)).body.isFeatured).toBe(true);
    const second = await client.post(`/api/properties/${listing.id}/boost`);
    expect(new Date(second.body.featuredUntil).getTime()).toBe(firstEnd + LISTING_BOOST.days * DAY);
    expect((await client.post(`/api/properties/${listing.id}/boost`)).body.code).toBe('NOT_ENOUGH_POINTS');

    // The ledger says why, and sums to the balance.
    const lines = await ledger(client);
    expect(lines.map(({ reason, points }) => [reason, points])).toEqual([
      ['listing_boost', -LISTING_BOOST.points],
      ['listing_boost', -LISTING_BOOST.points],
      ['plan_payment', 2 * LISTING_BOOST.points + 50],
    ]);
    expect(lines.reduce((sum, { points }) => sum + points, 0)).toBe(await balance(client));

    await query(`UPDATE properties SET featured_until = now() - interval '1 minute' WHERE id = $1`, [listing.id]);
    expect(await runJob(testApp, ENDED_BOOSTS_JOB)).toBe('completed');
    expect((await client.get(`/api/properties/${listing.id}`)).body.isFeatured).toBe(false);
  });

  it("refuses others' listings, unpublished ones, and ones featured with no end", async () => {
    const { client, id } = await member(testApp.server, testApp.dataSource);
    await give(id, 5 * LISTING_BOOST.points);
    const owner = await member(testApp.server, testApp.dataSource);
    const theirs = (await owner.client.post('/api/properties', listingPayload())).body;
    expect((await client.post(`/api/properties/${theirs.id}/boost`)).status).toBe(403);
    const paused = (await client.post('/api/properties', listingPayload({ isActive: false }))).body;
    expect((await client.post(`/api/properties/${paused.id}/boost`)).body.code).toBe('INVALID_TRANSITION');
    const featured = (await client.post('/api/properties', listingPayload())).body;
    await query('UPDATE properties SET is_featured = true WHERE id = $1', [featured.id]);
    expect((await client.post(`/api/properties/${featured.id}/boost`)).body.code).toBe('ALREADY_FEATURED');
    expect(await balance(client)).toBe(5 * LISTING_BOOST.points);
  });
});
