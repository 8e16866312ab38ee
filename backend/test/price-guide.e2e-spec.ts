import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { PriceGuide } from 'shared-contracts';
import { listingPayload, member } from './support/listings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/price-guide', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    const { client } = await member(testApp.server, testApp.dataSource, 'admin');
    // Six flats for sale in Djelfa at 50,000 to 100,000 DZD/m², two in Messaad, one hidden, one to let.
    for (const million of [5, 6, 7, 8, 9, 10]) await client.post('/api/properties', listingPayload({ price: million, priceUnit: 'million', area: 100 }));
    for (const million of [2, 3]) await client.post('/api/properties', listingPayload({ commune: 'مسعد', price: million, priceUnit: 'million', area: 100 }));
    await client.post('/api/properties', listingPayload({ price: 900, priceUnit: 'million', area: 100, isActive: false }));
    await client.post('/api/properties', listingPayload({ priceType: 'rent', price: 30_000, priceUnit: 'dzd', area: 100 }));
  });
  afterAll(() => testApp?.close());

  const guide = async (query: Record<string, string>): Promise<PriceGuide> => (await request(testApp.server).get('/api/price-guide').query(query).expect(200)).body as PriceGuide;

  it("gives the commune's median asking price per m² of public listings of that type and purpose", async () => {
    expect(await guide({ propertyType: 'شقة', priceType: 'sale', commune: 'الجلفة' })).toEqual({ medianPerSquareMetre: 75_000, sample: 6, scope: 'commune' });
  });

  it("falls back to the wilaya's when the commune has too few listings", async () => {
    // 2, 3, 5, 6, 7, 8, 9, 10 million over 100 m²: the median is 65,000.
    expect(await guide({ propertyType: 'شقة', priceType: 'sale', commune: 'مسعد' })).toEqual({ medianPerSquareMetre: 65_000, sample: 8, scope: 'wilaya' });
  });

  it('says nothing when there are too few anywhere', async () => {
    expect(await guide({ propertyType: 'فيلا', priceType: 'sale' })).toEqual({ medianPerSquareMetre: null, sample: 0, scope: null });
    expect(await guide({ propertyType: 'شقة', priceType: 'rent' })).toEqual({ medianPerSquareMetre: null, sample: 0, scope: null });
  });

  it('refuses a type, purpose or commune outside the reference lists with 400', async () => {
    for (const query of [
      { propertyType: 'castle', priceType: 'sale' },
      { propertyType: 'شقة', priceType: 'gift' },
      { propertyType: 'شقة', priceType: 'sale', commune: 'Paris' },
      { priceType: 'sale' },
    ]) {
      await request(testApp.server).get('/api/price-guide').query(query).expect(400);
    }
  });
});
