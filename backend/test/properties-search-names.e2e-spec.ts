import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Property } from 'shared-contracts';
import { SearchTextWithNameVariants1795690000000 } from '../src/database/migrations/1795690000000-SearchTextWithNameVariants.js';
import { PropertySearchService } from '../src/properties/property-search.service.js';
import { searchTextOf } from '../src/properties/search/search-text.js';
import { listingPayload, member } from './support/listings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const plain = { titleEn: null, descriptionEn: null, address: null, addressEn: null, features: [], featuresEn: [] };

// Listings whose texts never spell their commune, one that names a commune only in its text,
// and words in the inflections a keyword may not share.
const LISTINGS = {
  oussera: listingPayload({ ...plain, title: 'فيلا جميلة بحديقة', description: 'طابقان ومرآب.', propertyType: 'فيلا', commune: 'عين وسارة' }),
  djelfa: listingPayload({ ...plain, title: 'شقة مشمسة', description: 'ثلاث غرف.', commune: 'الجلفة' }),
  namedInText: listingPayload({
    ...plain,
    title: 'محل تجاري',
    description: 'Local commercial près de la gare.',
    descriptionEn: 'Shop near the station of Aïn-Oussera.',
    propertyType: 'محل تجاري',
    commune: null,
  }),
  plural: listingPayload({ ...plain, title: 'عمارة من أربع شقق', description: 'للبيع كاملة.', propertyType: 'منزل', commune: 'مسعد' }),
  cite: listingPayload({ ...plain, title: 'منزل عائلي', description: 'قرب المدرسة.', propertyType: 'منزل', commune: 'حاسي بحبح', address: 'حي 5 جويلية' }),
  shortWords: listingPayload({ ...plain, title: 'مكتب (F2) مكيف', description: 'الطابق 2/7، قرب البريد.', propertyType: 'مكتب', commune: null }),
};
type Name = keyof typeof LISTINGS;

describe('GET /api/properties: place names in any spelling, Arabic words in any inflection', () => {
  let testApp: TestApp;
  const ids = {} as Record<Name, number>;

  beforeAll(async () => {
    testApp = await startTestApp();
    const { client } = await member(testApp.server, testApp.dataSource, 'admin');
    for (const name of Object.keys(LISTINGS) as Name[]) {
      const response = await client.post('/api/properties', LISTINGS[name]);
      expect([name, response.status]).toEqual([name, 201]);
      ids[name] = response.body.id;
    }
  });
  afterAll(() => testApp?.close());

  const found = async (keyword: string): Promise<Name[]> => {
    const response = await request(testApp.server).get('/api/properties').query({ keyword }).expect(200);
    return (response.body as Property[]).map((property) => (Object.keys(ids) as Name[]).find((name) => ids[name] === property.id)!).sort();
  };

  it.each([['عين وسارة'], ['Ain Oussera'], ['Aïn Oussera'], ['AÏN-OUSSERA'], ['Ain Oussara'], ['ain ouessara'], ['Oussera']])(
    "finds Ain Oussera's listings, and the one naming it, by %s",
    async (keyword) => {
      expect(await found(keyword)).toEqual(['namedInText', 'oussera']);
    },
  );

  it.each([['الجلفة'], ['جلفة'], ['Djelfa'], ['Jelfa'], ['El Djelfa'], ['el-djelfa']])("finds Djelfa's listing by %s", async (keyword) => {
    expect(await found(keyword)).toEqual(['djelfa']);
  });

  it('finds the other communes by their other spellings', async () => {
    expect(await found('Messad')).toEqual(['plural']);
    expect(await found('Hassi Bah Bah')).toEqual(['cite']);
    expect(await found('villa ain oussara')).toEqual(['oussera']);
    expect(await found('villa jelfa')).toEqual([]);
  });

  it('finds a word too short for trigrams where a word starts, with punctuation around it or not', async () => {
    expect(await found('F2')).toEqual(['shortWords']);
    expect(await found('(f2)')).toEqual(['shortWords']);
    expect(await found('2/7')).toEqual(['shortWords']);
    expect(await found('F2 مكيف')).toEqual(['shortWords']);
  });

  it('finds a neighbourhood written in another language', async () => {
    expect(await found('cité 5 juillet')).toEqual(['cite']);
    expect(await found('5 juillet')).toEqual(['cite']);
  });

  it('finds Arabic words whatever the article, plural or feminine ending', async () => {
    expect(await found('الفيلا')).toEqual(['oussera']);
    expect(await found('فيلات')).toEqual(['oussera']);
    expect(await found('الشقق')).toEqual(['djelfa', 'plural']);
    expect(await found('شقق')).toEqual(['djelfa', 'plural']);
    expect(await found('شقة')).toEqual(['djelfa', 'plural']);
    expect(await found('بالحديقة')).toEqual(['oussera']);
    expect(await found('العمارات')).toEqual(['plural']);
  });

  it('still finds a word typed halfway, and not a commune for a word it contains', async () => {
    expect(await found('مشمس')).toEqual(['djelfa']);
    expect(await found('بيرين')).toEqual([]);
  });

  it('recomputes the search text of listings stored before, through the migration', async () => {
    // Raw SQL, as a listing stored by the previous version: the search caches are not told.
    await testApp.dataSource.query(`UPDATE properties SET search_text = 'stale'`);
    testApp.app.get(PropertySearchService).forget();
    expect(await found('Djalfa')).toEqual([]);
    const runner = testApp.dataSource.createQueryRunner();
    try {
      await new SearchTextWithNameVariants1795690000000().up(runner);
    } finally {
      await runner.release();
    }
    testApp.app.get(PropertySearchService).forget();
    expect(await found('Djalfa')).toEqual(['djelfa']);
    const [row] = await testApp.dataSource.query(
      `SELECT title, title_en AS "titleEn", description, description_en AS "descriptionEn", address, address_en AS "addressEn", commune, property_type AS "propertyType", search_text AS "searchText" FROM properties WHERE id = $1`,
      [ids.oussera],
    );
    const { searchText, ...fields } = row;
    expect(searchText).toBe(searchTextOf(fields));
  });
});
