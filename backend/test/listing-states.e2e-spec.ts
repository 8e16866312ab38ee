import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { DashboardStats, Property, PropertyStatus } from 'shared-contracts';
import { del, listingPayload, member, patch } from './support/listings.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('listing states', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  const owner = async (plan: 'free' | 'premium' = 'premium') => (await member(testApp.server, testApp.dataSource, 'user', plan)).client;
  const publish = async (client: SessionClient, fields = {}) => (await client.post('/api/properties', listingPayload(fields))).body as Property;
  const setState = (client: SessionClient, id: number, to: string) => client.post(`/api/properties/${id}/state`, { to });
  const stranger = (id: number) => request(testApp.server).get(`/api/properties/${id}`);
  const force = (id: number, status: PropertyStatus) =>
    testApp.dataSource.query("UPDATE properties SET status = $1::varchar, is_active = ($1::varchar = 'active') WHERE id = $2", [status, id]);

  it('publishes for 90 days: active, public, isActive derived, expiresAt 90 days on', async () => {
    const client = await owner();
    const listing = await publish(client);
    expect([listing.status, listing.isActive]).toEqual(['active', true]);
    const days = (Date.parse(listing.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    expect((await stranger(listing.id)).status).toBe(200);
  });

  it('pauses, resumes, sells and relists; only active listings are public', async () => {
    const client = await owner();
    const { id } = await publish(client);
    const paused = await setState(client, id, 'paused');
    expect([paused.status, paused.body.status, paused.body.isActive, paused.body.expiresAt]).toEqual([200, 'paused', false, null]);
    expect((await stranger(id)).status).toBe(404);
    expect((await client.get(`/api/properties/${id}`)).status).toBe(200);
    expect((await request(testApp.server).get('/api/properties').query({ keyword: 'مشمسة' })).body.map((p: Property) => p.id)).not.toContain(id);

    expect((await setState(client, id, 'active')).body.status).toBe('active');
    expect((await stranger(id)).status).toBe(200);
    expect((await setState(client, id, 'sold')).body.status).toBe('sold');
    expect((await stranger(id)).status).toBe(404);
    expect((await setState(client, id, 'active')).body).toMatchObject({ status: 'active', isActive: true });
  });

  it.each([
    ['pending', 'active'],
    ['sold', 'rented'],
    ['sold', 'paused'],
    ['expired', 'active'],
    ['expired', 'paused'],
    ['paused', 'paused'],
  ] as [PropertyStatus, string][])('refuses %s → %s with 409 INVALID_TRANSITION', async (from, to) => {
    const client = await owner();
    const { id } = await publish(client);
    await force(id, from);
    const refused = await setState(client, id, to);
    expect([refused.status, refused.body.code, refused.body.from, refused.body.to]).toEqual([409, 'INVALID_TRANSITION', from, to]);
  });

  it('refuses a state outside the list with 400, another user’s listing with 403 (public) or 404 (hidden), a visitor with 401', async () => {
    const client = await owner();
    const { id } = await publish(client);
    expect((await setState(client, id, 'deleted')).status).toBe(400);
    expect((await setState(client, id, 'pending')).status).toBe(400); // an admin approves, not the owner
    const other = await owner();
    expect((await setState(other, id, 'paused')).status).toBe(403);
    await setState(client, id, 'paused');
    expect((await setState(other, id, 'active')).status).toBe(404);
    expect((await other.post(`/api/properties/${id}/renew`)).status).toBe(404);
    expect((await request(testApp.server).post(`/api/properties/${id}/state`).send({ to: 'active' })).status).toBe(403); // no CSRF token, no session
  });

  it('does not edit a sold or rented listing: 409 LISTING_CLOSED', async () => {
    const client = await owner();
    const { id } = await publish(client);
    await setState(client, id, 'rented');
    const refused = await patch(client, `/api/properties/${id}`, { price: 1 });
    expect([refused.status, refused.body.code]).toEqual([409, 'LISTING_CLOSED']);
    expect((await del(client, `/api/properties/${id}`)).status).toBe(204);
  });

  it('renews: 90 more days for an active listing, published again when expired', async () => {
    const client = await owner();
    const { id } = await publish(client);
    await testApp.dataSource.query(`UPDATE properties SET expires_at = now() + interval '3 days' WHERE id = $1`, [id]);
    const renewed = await client.post(`/api/properties/${id}/renew`);
    expect(renewed.status).toBe(200);
    expect((Date.parse(renewed.body.expiresAt) - Date.now()) / 86_400_000).toBeGreaterThan(89.9);
    await force(id, 'expired');
    expect((await stranger(id)).status).toBe(404);
    expect((await client.post(`/api/properties/${id}/renew`)).body).toMatchObject({ status: 'active', isActive: true });
    expect((await stranger(id)).status).toBe(200);
    await setState(client, id, 'paused');
    expect((await client.post(`/api/properties/${id}/renew`)).body.code).toBe('INVALID_TRANSITION');
  });

  it('holds the plan to its published and pending listings: resuming, relisting or renewing beyond it is 403 PLAN_LIMIT_REACHED', async () => {
    const client = await owner('free');
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push((await publish(client)).id);
    const paused = await publish(client, { isActive: false });
    expect(paused.status).toBe('paused');
    expect((await setState(client, paused.id, 'active')).body.code).toBe('PLAN_LIMIT_REACHED');
    await setState(client, ids[0], 'sold');
    expect((await setState(client, paused.id, 'active')).status).toBe(200);
    expect((await setState(client, ids[0], 'active')).body.code).toBe('PLAN_LIMIT_REACHED'); // relisting
    await force(ids[1], 'expired');
    await force(ids[0], 'pending');
    expect((await client.post(`/api/properties/${ids[1]}/renew`)).body.code).toBe('PLAN_LIMIT_REACHED'); // pending counts too
    const stats = (await client.get('/api/dashboard/stats')).body as DashboardStats;
    expect(stats).toMatchObject({ myProperties: 4, activeProperties: 3, allowedProperties: 3, drafts: 0 });
  });

  it("lists the owner's listings by state", async () => {
    const client = await owner();
    const [a, b] = [await publish(client), await publish(client)];
    await setState(client, b.id, 'paused');
    const paused = await client.get('/api/user/properties?status=paused');
    expect([paused.body.map((p: Property) => p.id), paused.headers['x-total-count']]).toEqual([[b.id], '1']);
    expect((await client.get('/api/user/properties?status=active')).body.map((p: Property) => p.id)).toEqual([a.id]);
    expect((await client.get('/api/user/properties?status=gone')).status).toBe(400);
  });
});

describe('listing states with approval on', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
    const admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    await admin.put('/api/admin/settings', { listingsNeedApproval: true });
  });
  afterAll(() => testApp?.close());

  it("sends an owner's listing to review (pending, not public, counted by the plan); an admin's is published", async () => {
    const { client } = await member(testApp.server, testApp.dataSource, 'user', 'free');
    const listing = (await client.post('/api/properties', listingPayload())).body as Property;
    expect([listing.status, listing.isActive]).toEqual(['pending', false]);
    expect((await request(testApp.server).get(`/api/properties/${listing.id}`)).status).toBe(404);
    expect(((await client.get('/api/dashboard/stats')).body as DashboardStats).activeProperties).toBe(1);
    const admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    expect((await admin.post('/api/properties', listingPayload())).body.status).toBe('active');
  });
});
