import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CSRF_HEADER, type FavoriteListing, type Property } from 'shared-contracts';
import { del, listingPayload, member, patch } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('favourites kept on the server', () => {
  let testApp: TestApp;
  let owner: SessionClient;
  beforeAll(async () => {
    testApp = await startTestApp();
    owner = (await member(testApp.server, testApp.dataSource, 'user', 'premium')).client;
  });
  afterAll(() => testApp?.close());

  const listing = async (fields = {}) => (await owner.post('/api/properties', listingPayload(fields))).body as Property;
  const saver = async () => (await member(testApp.server, testApp.dataSource)).client;
  const put = (client: SessionClient, path: string) => client.agent.put(path).set(CSRF_HEADER, client.token);
  const favourites = async (client: SessionClient, query = '') => {
    const response = await client.get(`/api/user/favorites${query}`);
    return { items: response.body as FavoriteListing[], total: Number(response.headers['x-total-count']) };
  };

  it('saves and unsaves idempotently; lists the latest saved first with the total, and the ids', async () => {
    const [a, b] = [await listing(), await listing({ title: 'فيلا' })];
    const client = await saver();
    expect((await put(client, `/api/user/favorites/${a.id}`)).status).toBe(204);
    expect((await put(client, `/api/user/favorites/${a.id}`)).status).toBe(204);
    await put(client, `/api/user/favorites/${b.id}`);
    const { items, total } = await favourites(client);
    expect([items.map((item) => item.property.id), total]).toEqual([[b.id, a.id], 2]);
    expect(items[0]).toMatchObject({ savedPriceDzd: '6500000.00', notice: null, property: { title: 'فيلا', owner: { firstName: expect.any(String) } } });
    expect((await client.get('/api/user/favorites/ids')).body).toEqual([b.id, a.id]);
    expect((await favourites(client, '?page=2&pageSize=1')).items.map((item) => item.property.id)).toEqual([a.id]);
    expect((await del(client, `/api/user/favorites/${a.id}`)).status).toBe(204);
    expect((await del(client, `/api/user/favorites/${a.id}`)).status).toBe(204);
    expect((await client.get('/api/user/favorites/ids')).body).toEqual([b.id]);
  });

  it('points out a price drop, a sale, and a listing taken off the site', async () => {
    const [cheaper, sold, paused] = [await listing(), await listing(), await listing()];
    const client = await saver();
    for (const { id } of [cheaper, sold, paused]) await put(client, `/api/user/favorites/${id}`);
    await patch(owner, `/api/properties/${cheaper.id}`, { price: 6.1 });
    await owner.post(`/api/properties/${sold.id}/state`, { to: 'sold' });
    await owner.post(`/api/properties/${paused.id}/state`, { to: 'paused' });
    const notices = Object.fromEntries((await favourites(client)).items.map((item) => [item.property.id, item.notice]));
    expect(notices).toEqual({ [cheaper.id]: 'price-dropped', [sold.id]: 'sold', [paused.id]: 'unavailable' });
    expect((await put(client, `/api/user/favorites/${paused.id}`)).status).toBe(204); // already saved
    expect((await put(await saver(), `/api/user/favorites/${paused.id}`)).status).toBe(404); // not public: cannot be newly saved
  });

  it("merges the browser's favourites at sign-in, passing by those gone since", async () => {
    const [a, b] = [await listing(), await listing()];
    const client = await saver();
    await put(client, `/api/user/favorites/${a.id}`);
    const merged = await client.post('/api/user/favorites/merge', { ids: [b.id, a.id, 999999, b.id] });
    expect([merged.status, merged.body.sort()]).toEqual([200, [a.id, b.id].sort()]);
  });

  it("keeps each account's favourites its own; a visitor has none to read", async () => {
    const a = await listing();
    const [one, other] = [await saver(), await saver()];
    await put(one, `/api/user/favorites/${a.id}`);
    expect((await favourites(other)).total).toBe(0);
    const visitor = await new SessionClient(testApp.server).start();
    expect((await visitor.get('/api/user/favorites')).status).toBe(401);
    expect((await put(visitor, `/api/user/favorites/${a.id}`)).status).toBe(401);
  });

  it('keeps at most 500: the 501st is 403 FAVORITES_LIMIT_REACHED, a merge takes what fits', async () => {
    const a = await listing();
    const b = await listing();
    const client = await saver();
    const [{ id: userId }] = await testApp.dataSource.query('SELECT id FROM users ORDER BY id DESC LIMIT 1');
    const fillers: { id: number }[] = await testApp.dataSource.query(
      `INSERT INTO properties (user_id, title, description, price, price_unit, price_dzd, price_type, property_type, status, is_active)
       SELECT $1, 'x', 'x', 1, 'dzd', 1, 'sale', 'شقة', 'active', true FROM generate_series(1, 500) RETURNING id`,
      [userId],
    );
    await testApp.dataSource.query('INSERT INTO favorites (user_id, property_id, saved_price_dzd) SELECT $1, unnest($2::int[]), 1', [userId, fillers.map((row) => row.id)]);
    const refused = await put(client, `/api/user/favorites/${a.id}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'FAVORITES_LIMIT_REACHED']);
    expect((await client.post('/api/user/favorites/merge', { ids: [a.id, b.id] })).body).toHaveLength(500);
  });

  it.each([{ ids: 'all' }, { ids: [0] }, { ids: ['1'] }, { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, {}])('refuses a malformed merge with 400: %j', async (body) => {
    expect((await (await saver()).post('/api/user/favorites/merge', body)).status).toBe(400);
  });
});
