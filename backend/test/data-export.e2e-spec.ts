import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listingPayload, member } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe("a member's data export (law 18-07, right of access)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it('holds the account and what it published, sent and saved, no secret, nobody else’s', async () => {
    const { client, account } = await member(testApp.server, testApp.dataSource);
    await client.post('/api/properties', listingPayload({ title: 'Export me: a villa in Messaad' }));
    const othersListing = (await (await member(testApp.server, testApp.dataSource)).client.post('/api/properties', listingPayload())).body;
    expect((await client.put(`/api/user/favorites/${othersListing.id}`)).status).toBeLessThan(300);
    await client.post('/api/suggestions', { title: 'Export this too', category: 'feature', description: 'A suggestion kept in the export.' });
    await client.post('/api/newsletter', { email: account.email });
    const other = (await member(testApp.server, testApp.dataSource)).client;
    await other.post('/api/properties', listingPayload({ title: 'Not mine: a shop in Djelfa' }));

    const response = await client.get('/api/user/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="djelfa-estates-.+\.json"$/);
    const data = response.body;
    expect(data.account.email).toBe(account.email);
    expect(data.listings.map((row: { title: string }) => row.title)).toEqual(['Export me: a villa in Messaad']);
    expect(data.favorites.map((row: { property_id: number }) => row.property_id)).toEqual([othersListing.id]);
    expect(data.suggestions.map((row: { title: string }) => row.title)).toEqual(['Export this too']);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: account.email, status: 'pending' })]);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['favorites', 'payments', 'rewardPoints', 'forumReplies', 'consultations', 'contactMessages']));
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password_hash|totp_secret|"token"|confirm_token|unsubscribe_token|argon2/);
    expect(text).not.toContain('Not mine');
    expect((await new SessionClient(testApp.server).get('/api/user/export')).status).toBe(401);
  });
});
