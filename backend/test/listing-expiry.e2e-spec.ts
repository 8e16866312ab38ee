import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Property } from 'shared-contracts';
import { LISTING_EXPIRY_JOB } from '../src/properties/expiry/listing-expiry.job.js';
import { runJob } from './support/jobs.js';
import { listingPayload, member, patch } from './support/listings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('listing expiry', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ PUBLIC_URL: 'https://djelfa-estates.dz' });
  });
  afterAll(() => testApp?.close());

  const outbox = (email: string): Promise<{ subject: string; text: string }[]> =>
    testApp.dataSource.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [email]);
  const expiresIn = (id: number, days: number) => testApp.dataSource.query(`UPDATE properties SET expires_at = now() + make_interval(days => $1) WHERE id = $2`, [days, id]);
  const ownerWith = async (fields = {}) => {
    const { client, account } = await member(testApp.server, testApp.dataSource, 'user', 'premium');
    const listing = (await client.post('/api/properties', listingPayload(fields))).body as Property;
    return { client, email: account.email.toLowerCase(), listing };
  };

  it('expires a listing past its 90 days: hidden, kept, renewable', async () => {
    const { client, listing } = await ownerWith();
    await testApp.dataSource.query(`UPDATE properties SET expires_at = now() - interval '1 minute' WHERE id = $1`, [listing.id]);
    expect(await runJob(testApp, LISTING_EXPIRY_JOB)).toBe('completed');
    expect((await request(testApp.server).get(`/api/properties/${listing.id}`)).status).toBe(404);
    expect((await client.get(`/api/properties/${listing.id}`)).body).toMatchObject({ status: 'expired', isActive: false });
    expect((await client.post(`/api/properties/${listing.id}/renew`)).body.status).toBe('active');
  });

  it("tells the owner once, a week before, in the account's language, with the link to renew", async () => {
    const arabic = await ownerWith();
    const english = await ownerWith({ titleEn: 'Sunny flat' });
    await patch(english.client, '/api/user/preferences', { language: 'en' });
    const later = await ownerWith();
    await expiresIn(arabic.listing.id, 6);
    await expiresIn(english.listing.id, 6);
    await expiresIn(later.listing.id, 8);

    await runJob(testApp, LISTING_EXPIRY_JOB);
    await runJob(testApp, LISTING_EXPIRY_JOB);
    const [toArabic, toEnglish] = [await outbox(arabic.email), await outbox(english.email)];
    expect(toArabic).toHaveLength(1);
    expect(toArabic[0].subject).toContain(arabic.listing.title);
    expect(toArabic[0].text).toContain('https://djelfa-estates.dz/dashboard/listings');
    expect(toEnglish).toHaveLength(1);
    expect(toEnglish[0].subject).toContain('Your listing “Sunny flat” expires on');
    expect(await outbox(later.email)).toHaveLength(0);
    expect((await request(testApp.server).get(`/api/properties/${arabic.listing.id}`)).status).toBe(200); // still public until the day

    // Renewed, its next expiry is told again; a paused listing, or an owner who said no, is not told.
    await arabic.client.post(`/api/properties/${arabic.listing.id}/renew`);
    await expiresIn(arabic.listing.id, 5);
    await runJob(testApp, LISTING_EXPIRY_JOB);
    expect(await outbox(arabic.email)).toHaveLength(2);
  });

  it('tells nobody about a paused listing, nor an owner who turned the reminders off', async () => {
    const paused = await ownerWith({ isActive: false });
    const unwilling = await ownerWith();
    await patch(unwilling.client, '/api/user/preferences', { notifications: { listingExpiry: false } });
    await expiresIn(paused.listing.id, 3);
    await expiresIn(unwilling.listing.id, 3);
    await runJob(testApp, LISTING_EXPIRY_JOB);
    expect(await outbox(paused.email)).toHaveLength(0);
    expect(await outbox(unwilling.email)).toHaveLength(0);
  });
});
