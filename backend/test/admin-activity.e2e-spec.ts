import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { ACTIVITY_DAYS, ACTIVITY_PATH, CSRF_HEADER, type AdminActivity } from 'shared-contracts';
import { SearchDays } from '../src/properties/search/search-days.js';
import { listingPayload, member } from './support/listings.js';
import { BROWSER_USER_AGENT } from './support/session-client.js';
import { testImage } from './support/test-images.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('the overview’s charts and system panel', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it('counts each day’s new listings, new users, searches and leads, and reads the system’s real figures', async () => {
    const admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    const before: AdminActivity = (await admin.get(ACTIVITY_PATH)).body;
    expect(before.days).toHaveLength(ACTIVITY_DAYS);
    // Today by the server's clock (UTC): the run may straddle midnight, so either day it was then or is now.
    expect([new Date(Date.now() - 60_000), new Date()].map((date) => date.toISOString().slice(0, 10))).toContain(before.days.at(-1)!.day);

    const owner = await member(testApp.server, testApp.dataSource);
    const listing = (await owner.client.post('/api/properties', listingPayload())).body;
    const search = () => request(testApp.server).get('/api/properties?commune=%D8%A7%D9%84%D8%AC%D9%84%D9%81%D8%A9').set('User-Agent', BROWSER_USER_AGENT);
    await search();
    await search();
    // Neither a further page, the home page's featured three, nor a crawler is a search.
    await request(testApp.server).get('/api/properties?page=2').set('User-Agent', BROWSER_USER_AGENT);
    await request(testApp.server).get('/api/properties?featured=true').set('User-Agent', BROWSER_USER_AGENT);
    await request(testApp.server).get('/api/properties').set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await testApp.app.get(SearchDays).flush();
    expect(
      (
        await owner.client.post('/api/listing-events', {
          events: [
            { propertyId: listing.id, kind: 'call' },
            { propertyId: listing.id, kind: 'share' },
          ],
        })
      ).status,
    ).toBeLessThan(300);

    const after: AdminActivity = (await admin.get(ACTIVITY_PATH)).body;
    // What the days since the first read added (midnight may fall in between: the change is then on the new day).
    const since = before.days.at(-1)!.day;
    const added = (key: 'listings' | 'users' | 'searches' | 'leads') =>
      [after, before].map(({ days }) => days.filter(({ day }) => day >= since).reduce((sum, day) => sum + day[key], 0)).reduce((now, then) => now - then);
    expect([added('listings'), added('users'), added('searches'), added('leads')]).toEqual([1, 1, 2, 1]);
    const { system } = after;
    expect(system.databaseBytes).toBeGreaterThan(1_000_000);
    // This process's own uptime, not a made-up figure.
    expect(Math.abs(system.uptimeSeconds - process.uptime())).toBeLessThan(5);
    // The photos stored grow with a member's upload.
    await owner.client.agent
      .post('/api/uploads')
      .set(CSRF_HEADER, owner.client.token)
      .attach('file', await testImage('jpeg', 80, 60), 'photo.jpg')
      .expect(201);
    expect(((await admin.get(ACTIVITY_PATH)).body as AdminActivity).system.uploadsBytes).toBeGreaterThan(system.uploadsBytes);
    expect(system.version).toBe(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
    const moderator = (await member(testApp.server, testApp.dataSource, 'moderator')).client;
    expect((await moderator.get(ACTIVITY_PATH)).status).toBe(200);
    expect((await owner.client.get(ACTIVITY_PATH)).status).toBe(403);
  });
});
