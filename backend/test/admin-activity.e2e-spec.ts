import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { ACTIVITY_DAYS, ACTIVITY_PATH, type AdminActivity } from 'shared-contracts';
import { SearchDays } from '../src/properties/search/search-days.js';
import { listingPayload, member } from './support/listings.js';
import { BROWSER_USER_AGENT } from './support/session-client.js';
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
    expect(before.days.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));

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
    expect((await owner.client.post('/api/listing-events', { events: [{ propertyId: listing.id, kind: 'call' }, { propertyId: listing.id, kind: 'share' }] })).status).toBeLessThan(300);

    const after: AdminActivity = (await admin.get(ACTIVITY_PATH)).body;
    const [today, then] = [after.days.at(-1)!, before.days.at(-1)!];
    expect(today.listings - then.listings).toBe(1);
    expect(today.users - then.users).toBe(1);
    expect(today.searches - then.searches).toBe(2);
    expect(today.leads - then.leads).toBe(1);
    const { system } = after;
    expect(system.databaseBytes).toBeGreaterThan(1_000_000);
    expect(system.uploadsBytes).toBeGreaterThanOrEqual(0);
    expect(system.queueBacklog).toBeGreaterThanOrEqual(0);
    expect(system.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(system.version).toBe(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
    const moderator = (await member(testApp.server, testApp.dataSource, 'moderator')).client;
    expect((await moderator.get(ACTIVITY_PATH)).status).toBe(200);
    expect((await owner.client.get(ACTIVITY_PATH)).status).toBe(403);
  });
});
