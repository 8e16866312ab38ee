import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SIMILAR_PROPERTIES_COUNT, similarPropertiesPath, type PropertyCreatePayload, type SimilarProperties } from 'shared-contracts';
import { listingPayload, member } from './support/listings.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/properties/:id/similar', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof member>>;
  /** The listings by name: what each is to the "flat" one is in its name. */
  const ids: Record<string, number> = {};

  const create = async (name: string, changes: Partial<PropertyCreatePayload>, client: SessionClient = owner.client): Promise<number> => {
    const response = await client.post('/api/properties', listingPayload({ title: `عقار ${name}`, ...changes }));
    expect(response.status).toBe(201);
    ids[name] = response.body.id;
    return ids[name];
  };
  /** As a visitor, or as the client's account. */
  const similarTo = (id: number, client?: SessionClient) => (client ? client.agent : request(testApp.server)).get(similarPropertiesPath(id));
  const namesOf = (listings: SimilarProperties): string[] => listings.map((listing) => Object.keys(ids).find((name) => ids[name] === listing.id) ?? `#${listing.id}`);

  beforeAll(async () => {
    testApp = await startTestApp();
    owner = await member(testApp.server, testApp.dataSource, 'user', 'premium');
    const other = await member(testApp.server, testApp.dataSource, 'user', 'premium');
    // The listing asked about: a flat in Djelfa at 6.5 million.
    await create('flat', { commune: 'الجلفة', propertyType: 'شقة', price: 6.5, priceUnit: 'million' });
    // Same commune and type: nearest price first, whoever owns it.
    await create('flatFar', { commune: 'الجلفة', propertyType: 'شقة', price: 10, priceUnit: 'million' });
    await create('flatNear', { commune: 'الجلفة', propertyType: 'شقة', price: 7_000_000, priceUnit: 'dzd' }, other.client);
    // Same commune, another type: after those, though one is the nearest price of all.
    await create('villaNear', { commune: 'الجلفة', propertyType: 'فيلا', price: 6.6, priceUnit: 'million' });
    await create('shopFar', { commune: 'الجلفة', propertyType: 'محل تجاري', price: 20, priceUnit: 'million' });
    // Same type in another commune: last.
    await create('flatMessaad', { commune: 'مسعد', propertyType: 'شقة', price: 6.5, priceUnit: 'million' });
    // Neither the commune nor the type: never.
    await create('villaMessaad', { commune: 'مسعد', propertyType: 'فيلا', price: 6.5, priceUnit: 'million' });
    // Like it in every way but not public: never.
    await create('flatHidden', { commune: 'الجلفة', propertyType: 'شقة', price: 6.5, priceUnit: 'million', isActive: false });
    await create('flatSold', { commune: 'الجلفة', propertyType: 'شقة', price: 6.5, priceUnit: 'million' });
    await create('flatPaused', { commune: 'الجلفة', propertyType: 'شقة', price: 6.5, priceUnit: 'million' });
    expect((await owner.client.post(`/api/properties/${ids.flatSold}/state`, { to: 'sold' })).status).toBe(200);
    expect((await owner.client.post(`/api/properties/${ids.flatPaused}/state`, { to: 'paused' })).status).toBe(200);
  });
  afterAll(() => testApp?.close());

  it('ranks the same commune and type first, then the same commune by the nearest price, then the same type elsewhere', async () => {
    const response = await similarTo(ids.flat).expect(200);
    expect(SIMILAR_PROPERTIES_COUNT).toBe(4);
    expect(namesOf(response.body)).toEqual(['flatNear', 'flatFar', 'villaNear', 'shopFar']);
    // Cards need the owner's contact, as in the search.
    expect((response.body as SimilarProperties)[0].owner).toMatchObject({ firstName: expect.any(String), hasPhone: true });

    // A Messaad flat: the one other Messaad listing (another type), then flats elsewhere by price.
    expect(namesOf((await similarTo(ids.flatMessaad).expect(200)).body)).toEqual(['villaMessaad', 'flat', 'flatNear', 'flatFar']);
    // A Messaad villa: the Messaad flat, then the Djelfa villa.
    expect(namesOf((await similarTo(ids.villaMessaad).expect(200)).body)).toEqual(['flatMessaad', 'villaNear']);
  });

  it('never answers the listing itself, nor a listing that is not public', async () => {
    const hidden = [ids.flatHidden, ids.flatSold, ids.flatPaused];
    for (const name of Object.keys(ids)) {
      const response = await similarTo(ids[name], owner.client);
      expect(response.status).toBe(200);
      const found = (response.body as SimilarProperties).map((listing) => listing.id);
      expect(found).not.toContain(ids[name]);
      expect(found.filter((id) => hidden.includes(id))).toEqual([]);
      expect(found.length).toBeLessThanOrEqual(SIMILAR_PROPERTIES_COUNT);
    }
  });

  it('answers 404 for a listing its caller may not see, as the listing itself does; its owner and admins see it', async () => {
    for (const name of ['flatHidden', 'flatSold', 'flatPaused']) {
      const anonymous = await similarTo(ids[name]).expect(404);
      expect(anonymous.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: `No listing has the id ${ids[name]}.` });
      const { client: stranger } = await member(testApp.server, testApp.dataSource);
      expect((await similarTo(ids[name], stranger)).status).toBe(404);
      const mine = await similarTo(ids[name], owner.client);
      expect(mine.status).toBe(200);
      expect(mine.headers['cache-control']).toBe('no-store'); // the owner's alone
    }
    const { client: admin } = await member(testApp.server, testApp.dataSource, 'admin');
    const asAdmin = await similarTo(ids.flatHidden, admin);
    expect(asAdmin.status).toBe(200);
    expect(namesOf(asAdmin.body)).toEqual(['flat', 'flatNear', 'flatFar', 'villaNear']);
    expect((await similarTo(987_654)).status).toBe(404);
  });

  it('answers 400 with the error body for an id that is no id, never a 5xx', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%00']) {
      const response = await request(testApp.server).get(`/api/properties/${id}/similar`);
      expect({ id, status: response.status, code: response.body.code }).toEqual({ id, status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('lets caches keep the answer about a public listing, asking again with its ETag', async () => {
    const first = await similarTo(ids.flat).expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    await request(testApp.server).get(similarPropertiesPath(ids.flat)).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('counts no view of the listings it answers', async () => {
    const views = async () => (await testApp.dataSource.query('SELECT sum(view_count)::int AS n FROM properties'))[0].n;
    const before = await views();
    await similarTo(ids.flat).expect(200);
    await similarTo(ids.flatMessaad).expect(200);
    expect(await views()).toBe(before);
  });
});
