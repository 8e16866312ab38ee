import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PROPERTY_CARD_FIELDS, TOTAL_COUNT_HEADER, type Property } from 'shared-contracts';
import { listingPayload, member } from './support/listings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Five public listings (and two hidden ones) whose texts pair each Arabic spelling variant.
const LISTINGS = {
  A: listingPayload({ description: 'حي آمن قرب المستشفى الجديد.', price: 6.5, priceUnit: 'million' }),
  B: listingPayload({
    title: 'فيلا فاخرة بحديقة',
    titleEn: 'Luxury villa with a garden',
    description: 'مسبح ومكان امن للاطفال.',
    descriptionEn: 'Pool.',
    propertyType: 'فيلا',
    commune: 'مسعد',
    address: 'حي الواحه',
    addressEn: null,
    price: 1.2,
    priceUnit: 'billion',
    isFeatured: true,
  }),
  C: listingPayload({
    title: 'أرض للبناء',
    titleEn: 'Building plot',
    description: 'قطعة مساحتها ٥٠٠ م² قرب الوادي.',
    descriptionEn: null,
    propertyType: 'أرض',
    commune: 'عين وسارة',
    priceType: 'exchange',
    price: 800_000,
    priceUnit: 'dzd',
  }),
  D: listingPayload({
    title: 'محل تجاري في مدينة الجلفة',
    titleEn: 'Shop in Djelfa',
    description: 'مَحَلٌّ وَاسِعٌ كبيـــر قرب الادارة.',
    descriptionEn: null,
    propertyType: 'محل تجاري',
    priceType: 'rent',
    price: 45_000,
    priceUnit: 'dzd',
  }),
  E: listingPayload({
    title: 'شقة للإيجار',
    titleEn: 'Flat to let',
    description: 'مبنى جديد قرب ساحة الامير عبد القادر.',
    descriptionEn: null,
    priceType: 'rent',
    price: 25_000,
    priceUnit: 'dzd',
  }),
  hiddenInactive: listingPayload({ title: 'منزل عائلي', propertyType: 'منزل', commune: 'الإدريسية', isActive: false }),
  hiddenSold: listingPayload({ title: 'مكتب للكراء', propertyType: 'مكتب', commune: 'حاسي بحبح', priceType: 'rent', price: 30_000, priceUnit: 'dzd' }),
};
type Name = keyof typeof LISTINGS;

describe('GET /api/properties', () => {
  let testApp: TestApp;
  const ids = {} as Record<Name, number>;
  const nameOf = (id: number) => (Object.keys(ids) as Name[]).find((name) => ids[name] === id);

  beforeAll(async () => {
    testApp = await startTestApp();
    const { client } = await member(testApp.server, testApp.dataSource, 'admin');
    for (const name of Object.keys(LISTINGS) as Name[]) ids[name] = (await client.post('/api/properties', LISTINGS[name])).body.id;
    await testApp.dataSource.query(`UPDATE properties SET status = 'sold', is_active = false WHERE id = $1`, [ids.hiddenSold]);
    const views: [Name, number][] = [
      ['A', 5],
      ['B', 10],
      ['C', 5],
      ['E', 1],
    ];
    for (const [name, count] of views) await testApp.dataSource.query('UPDATE properties SET view_count = $1 WHERE id = $2', [count, ids[name]]);
  });
  afterAll(() => testApp?.close());

  const get = (query: Record<string, string | number | boolean> = {}) => request(testApp.server).get('/api/properties').query(query);
  async function names(query: Record<string, string | number | boolean> = {}) {
    const response = await get(query).expect(200);
    return (response.body as Property[]).map((property) => nameOf(property.id));
  }
  const sorted = async (query: Record<string, string | number | boolean>) => (await names(query)).sort();

  it('lists active listings only, newest first, as cards: the total in X-Total-Count, the owner’s contact, no long texts, no search_text', async () => {
    const response = await get().expect(200);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('5');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body.map((property: Property) => nameOf(property.id))).toEqual(['E', 'D', 'C', 'B', 'A']);
    const a = response.body.find((property: Property) => property.id === ids.A);
    expect(Object.keys(a).sort()).toEqual([...PROPERTY_CARD_FIELDS].sort());
    expect(a).toMatchObject({ price: '6.50', priceUnit: 'million', priceDzd: '6500000.00', area: '95.00', images: [], isFeatured: false });
    expect(a.owner).toEqual({ firstName: 'أمينة', lastName: 'بن علي', hasPhone: true });
  });

  it('filters by commune, type, purpose and featured', async () => {
    expect(await sorted({ commune: 'الجلفة' })).toEqual(['A', 'D', 'E']);
    expect(await sorted({ propertyType: 'شقة' })).toEqual(['A', 'E']);
    expect(await sorted({ purpose: 'rent' })).toEqual(['D', 'E']);
    expect(await sorted({ purpose: 'exchange' })).toEqual(['C']);
    expect(await names({ featured: true })).toEqual(['B']);
    expect(await sorted({ commune: 'الجلفة', propertyType: 'شقة', purpose: 'sale' })).toEqual(['A']);
  });

  it('compares prices in dinars, whatever unit they were entered in', async () => {
    expect(await sorted({ minPrice: 1_000_000 })).toEqual(['A', 'B']);
    expect(await sorted({ maxPrice: 1_000_000 })).toEqual(['C', 'D', 'E']);
    expect(await names({ minPrice: 6_500_000, maxPrice: 6_500_000 })).toEqual(['A']);
    expect(await names({ minPrice: 1_000_000_000 })).toEqual(['B']);
    expect(await names({ minPrice: 1_200_000_001 })).toEqual([]);
  });

  it('sorts by price both ways and by views, ties broken by id', async () => {
    expect(await names({ sort: 'price-asc' })).toEqual(['E', 'D', 'C', 'A', 'B']);
    expect(await names({ sort: 'price-desc' })).toEqual(['B', 'A', 'C', 'D', 'E']);
    expect(await names({ sort: 'views' })).toEqual(['B', 'C', 'A', 'E', 'D']);
    expect(await names({ sort: 'latest' })).toEqual(['E', 'D', 'C', 'B', 'A']);
  });

  it('pages through the results, the total on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => get({ pageSize: 2, page, sort: 'price-asc' })));
    expect(pages.map((page) => page.body.map((property: Property) => nameOf(property.id)))).toEqual([['E', 'D'], ['C', 'A'], ['B'], []]);
    expect(pages.map((page) => page.headers['x-total-count'])).toEqual(['5', '5', '5', '5']);
    expect((await get({ purpose: 'rent', pageSize: 1 })).headers['x-total-count']).toBe('2');
  });

  it.each([
    ['hamza on alef, either side', 'ارض', ['C']],
    ['alef with hamza below', 'للايجار', ['E']],
    ['the text without hamza', 'الإدارة', ['D']],
    ['the text without hamza, the query with it', 'الأمير', ['E']],
    ['alef madda', 'امن', ['A', 'B']],
    ['alef madda in the query', 'آمن', ['A', 'B']],
    ['taa marbuta written as haa', 'مدينه', ['A', 'D']],
    ['haa in the text, taa marbuta in the query', 'الواحة', ['B']],
    ['alef maqsura written as yaa', 'مبني', ['E']],
    ['yaa in the text, alef maqsura in the query', 'الوادى', ['C']],
    ['diacritics in the text', 'واسع', ['D']],
    ['diacritics in the query', 'فِيلَا', ['B']],
    ['tatweel in the text', 'كبير', ['D']],
    ['tatweel in the query', 'فيـــلا', ['B']],
    ['Western digits for Arabic-Indic ones', '500', ['C']],
    ['Arabic-Indic digits in the query', 'F٣', ['A']],
    ['Eastern Arabic-Indic digits', '۵۰۰', ['C']],
  ])('keyword: %s (%s)', async (_case, keyword, expected) => {
    expect(await sorted({ keyword })).toEqual(expected);
  });

  it('matches English text and labels case-insensitively, every word anywhere', async () => {
    expect(await names({ keyword: 'LUXURY' })).toEqual(['B']);
    expect(await names({ keyword: 'sunny apartment' })).toEqual(['A']);
    expect(await names({ keyword: 'centre Sunny' })).toEqual(['A']);
    expect(await sorted({ keyword: 'apartment djelfa' })).toEqual(['A', 'E']);
    expect(await names({ keyword: 'villa messaad' })).toEqual(['B']);
    expect(await names({ keyword: 'villa djelfa' })).toEqual([]);
    expect(await sorted({ keyword: 'شقة الجلفة' })).toEqual(['A', 'E']);
    expect(await names({ keyword: 'f3' })).toEqual(['A']);
    expect(await names({ keyword: '   ' })).toHaveLength(5);
    expect(await names({ keyword: '100%_' })).toEqual([]);
  });

  it('combines a keyword with filters and counts only what matches', async () => {
    const response = await get({ keyword: 'قرب', commune: 'الجلفة', sort: 'price-desc' }).expect(200);
    expect(response.body.map((property: Property) => nameOf(property.id))).toEqual(['A', 'D', 'E']);
    expect(response.headers['x-total-count']).toBe('3');
  });

  it.each<Record<string, string | number>>([
    { sort: 'oldest' },
    { commune: 'Paris' },
    { propertyType: 'castle' },
    { purpose: 'buy' },
    { minPrice: 'abc' },
    { minPrice: -1 },
    { maxPrice: 'Infinity' },
    { page: 0 },
    { page: 1.5 },
    { pageSize: 101 },
    { pageSize: 0 },
    { featured: 'yes' },
    { keyword: 'x'.repeat(101) },
    { page: '1e2' },
    { page: '0x10' },
    { page: '10001' },
    { pageSize: '010' },
    { minPrice: '1e5' },
    { maxPrice: '5e-324' },
    { maxPrice: '10000000000000000' },
    { keyword: 'villa\u0000' },
  ])('answers 400 VALIDATION_FAILED for %j', async (query) => {
    const response = await get(query).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields).toHaveLength(1);
  });

  it('ignores a parameter it does not know, as a shared link carries (utm_source, fbclid)', async () => {
    const all = await get({}).expect(200);
    const tagged = await get({ utm_source: 'whatsapp', fbclid: 'IwAR0x', colour: 'red' }).expect(200);
    expect(tagged.body).toEqual(all.body);
  });

  it('answers a repeated parameter with 400', async () => {
    expect((await request(testApp.server).get('/api/properties?minPrice=1&minPrice=2')).status).toBe(400);
  });
});
