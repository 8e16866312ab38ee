import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { PriceComparison } from 'shared-contracts';
import { listingPayload, member } from './support/listings.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Flats for sale in Djelfa, 100 m² each: the price in million DZD is the price per m² in thousands.
const flat = (million: number, more: Parameters<typeof listingPayload>[0] = {}) => listingPayload({ price: million, priceUnit: 'million', area: 100, ...more });

describe('GET /api/properties/:id/price-comparison', () => {
  let testApp: TestApp;
  let owner: SessionClient;
  let listing: number;
  const comparables: number[] = [];

  beforeAll(async () => {
    testApp = await startTestApp();
    owner = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    listing = (await owner.post('/api/properties', flat(8.8))).body.id;
    for (const million of [9, 9.5, 10, 10.5, 11]) comparables.push((await owner.post('/api/properties', flat(million))).body.id);
    // Not comparable: another purpose, type or commune, hidden, or without an area.
    await owner.post('/api/properties', flat(0.03, { priceType: 'rent', price: 30_000, priceUnit: 'dzd' }));
    await owner.post('/api/properties', flat(50, { propertyType: 'فيلا' }));
    await owner.post('/api/properties', flat(2, { commune: 'مسعد' }));
    await owner.post('/api/properties', flat(1, { isActive: false }));
    await owner.post('/api/properties', flat(1, { area: null }));
  });
  afterAll(() => testApp?.close());

  const compare = async (id: number, client?: SessionClient): Promise<PriceComparison> => {
    const response = client ? await client.get(`/api/properties/${id}/price-comparison`) : await request(testApp.server).get(`/api/properties/${id}/price-comparison`);
    expect(response.status).toBe(200);
    return response.body as PriceComparison;
  };

  it("compares the price per m² with the median of the commune's other public listings of the same type and purpose", async () => {
    // The five others ask 90,000 to 110,000 DZD/m²: the median is 100,000, and 88,000 is 12% below it.
    expect(await compare(listing)).toEqual({
      comparison: {
        pricePerSquareMetre: 88_000,
        medianPerSquareMetre: 100_000,
        percent: 12,
        position: 'below',
        sample: 5,
        commune: 'الجلفة',
        propertyType: 'شقة',
        priceType: 'sale',
      },
    });
  });

  it('leaves the listing itself out of its comparables', async () => {
    // Without itself, the 105,000 flat is compared with 88, 90, 95, 100 and 110: median 95,000, 11% above.
    expect((await compare(comparables[3])).comparison).toMatchObject({ pricePerSquareMetre: 105_000, medianPerSquareMetre: 95_000, percent: 11, position: 'above', sample: 5 });
    // 100,000 against 88, 90, 105 and 110 and 95: the median is 95,000.
    expect((await compare(comparables[2])).comparison).toMatchObject({ percent: 5, position: 'above' });
  });

  it('says "at the median" when the difference rounds to 0%', async () => {
    // Houses in Hassi Bahbah, apart from the flats above: 100,200 DZD/m² against a median of 100,000.
    const house = (million: number) => flat(million, { propertyType: 'منزل', commune: 'حاسي بحبح' });
    for (const million of [9, 9.5, 10, 10.5, 11]) await owner.post('/api/properties', house(million));
    const { id } = (await owner.post('/api/properties', house(10.02))).body;
    expect((await compare(id)).comparison).toMatchObject({
      pricePerSquareMetre: 100_200,
      medianPerSquareMetre: 100_000,
      percent: 0,
      position: 'at',
      sample: 5,
      commune: 'حاسي بحبح',
      propertyType: 'منزل',
    });
  });

  it('gives no figure with fewer than five comparables, nor without an area or a commune', async () => {
    await owner.post(`/api/properties/${comparables[0]}/state`, { to: 'paused' });
    expect(await compare(listing)).toEqual({ comparison: null });
    await owner.post(`/api/properties/${comparables[0]}/state`, { to: 'active' });
    expect((await compare(listing)).comparison).toMatchObject({ sample: 5 });
    const noArea = (await owner.post('/api/properties', flat(9, { area: null }))).body.id;
    const noCommune = (await owner.post('/api/properties', flat(9, { commune: null }))).body.id;
    expect(await compare(noArea)).toEqual({ comparison: null });
    expect(await compare(noCommune)).toEqual({ comparison: null });
  });

  it("answers as the listing's page: 404 for a hidden listing but to its owner, 404 for none, 400 for a malformed id", async () => {
    const hidden = (await owner.post('/api/properties', flat(9, { isActive: false }))).body.id;
    expect((await request(testApp.server).get(`/api/properties/${hidden}/price-comparison`)).status).toBe(404);
    // Its owner sees it compared with all six public flats.
    expect((await compare(hidden, owner)).comparison).toMatchObject({ sample: 6 });
    const missing = await request(testApp.server).get('/api/properties/999999/price-comparison');
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await request(testApp.server).get('/api/properties/abc/price-comparison')).status).toBe(400);
  });
});
