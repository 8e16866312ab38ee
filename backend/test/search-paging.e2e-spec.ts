import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { NEXT_CURSOR_HEADER, PROPERTY_SORTS, SEARCH_TOTAL_CAP, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER, type PropertyDetail, type PropertySort } from 'shared-contracts';
import { PropertySearchService } from '../src/properties/property-search.service.js';
import { member } from './support/listings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * `rows` public listings of one owner in a commune, by SQL: a few distinct prices, creation
 * times and view counts, so that every sort has long runs of ties only the id breaks.
 */
const FILL = `
  INSERT INTO properties (user_id, title, description, price, price_unit, price_dzd, price_type, property_type, commune,
    is_active, status, view_count, search_text, created_at)
  SELECT $1, $2 || ' ' || i, 'description', 1000000 * (1 + i % 3), 'dzd', 1000000 * (1 + i % 3), 'sale', 'شقة', $3,
    true, 'active', i % 4, $2, timestamptz '2026-01-01' + make_interval(secs => (i % 5)::double precision / 1000000)
  FROM generate_series(1, $4::int) AS i`;

describe('search totals and pages', () => {
  let testApp: TestApp;
  let owner: number;
  const search = (query: string) => request(testApp.server).get(`/api/properties?${query}`);
  const fill = async (label: string, commune: string, rows: number) => {
    await testApp.dataSource.query(FILL, [owner, label, commune, rows]);
    // Written behind the app's back: its caches of pages and totals must not answer from before.
    testApp.app.get(PropertySearchService).forget();
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    owner = (await member(testApp.server, testApp.dataSource, 'admin')).id;
    await fill('capped', 'مسعد', SEARCH_TOTAL_CAP + 80);
    await fill('exact', 'عمورة', 30);
  }, 60_000);
  afterAll(() => testApp?.close());

  it(`counts up to ${SEARCH_TOTAL_CAP} and says when there are more`, async () => {
    const broad = await search(`commune=${encodeURIComponent('مسعد')}`).expect(200);
    expect([broad.headers[TOTAL_COUNT_HEADER.toLowerCase()], broad.headers[TOTAL_CAPPED_HEADER.toLowerCase()]]).toEqual([String(SEARCH_TOTAL_CAP), 'true']);
    const narrow = await search(`commune=${encodeURIComponent('عمورة')}`).expect(200);
    expect([narrow.headers[TOTAL_COUNT_HEADER.toLowerCase()], narrow.headers[TOTAL_CAPPED_HEADER.toLowerCase()]]).toEqual(['30', undefined]);
    // Past the last page: nothing on it, and still the true total.
    const beyond = await search(`commune=${encodeURIComponent('عمورة')}&page=9`).expect(200);
    expect([beyond.body, beyond.headers[TOTAL_COUNT_HEADER.toLowerCase()]]).toEqual([[], '30']);
    // A full last page: its total is counted, not guessed from the page.
    const full = await search(`commune=${encodeURIComponent('عمورة')}&pageSize=15&page=2`).expect(200);
    expect([full.body.length, full.headers[TOTAL_COUNT_HEADER.toLowerCase()]]).toEqual([15, '30']);
  });

  it.each(PROPERTY_SORTS.map((sort) => [sort]))(
    'pages by cursor in the %s order: each listing once, in order, ties broken by id, while listings are added',
    async (sort: PropertySort) => {
      const commune = 'عمورة';
      const query = `commune=${encodeURIComponent(commune)}&sort=${sort}&pageSize=7`;
      const everything: PropertyDetail[] = (await search(`commune=${encodeURIComponent(commune)}&sort=${sort}&pageSize=100`).expect(200)).body;
      const seen: number[] = [];
      let cursor: string | undefined;
      let added = 0;
      do {
        const page = await search(cursor ? `${query}&after=${encodeURIComponent(cursor)}` : query).expect(200);
        seen.push(...(page.body as PropertyDetail[]).map((listing) => listing.id));
        cursor = page.headers[NEXT_CURSOR_HEADER.toLowerCase()];
        // Listings published between two pages, as on a busy day: offsets would shift, a cursor does not.
        if (cursor && added < 3) {
          await fill(`added ${sort} ${added}`, commune, 2);
          added += 1;
        }
      } while (cursor);
      const original = everything.map((listing) => listing.id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => original.includes(id))).toEqual(original);
      await testApp.dataSource.query(`DELETE FROM properties WHERE title LIKE 'added %'`);
      testApp.app.get(PropertySearchService).forget();
    },
  );

  it('refuses a cursor it did not give, one of another sort, and a cursor with a page', async () => {
    const first = await search(`commune=${encodeURIComponent('مسعد')}&sort=price-asc`).expect(200);
    const cursor = encodeURIComponent(first.headers[NEXT_CURSOR_HEADER.toLowerCase()]);
    for (const query of [
      `after=${cursor}&sort=views`,
      'after=bm90IGEgY3Vyc29y',
      `after=${Buffer.from('["latest","yesterday",1]').toString('base64url')}`,
      `after=${cursor}&sort=price-asc&page=2`,
    ]) {
      const refused = await search(query);
      expect([query, refused.status, refused.body.code, refused.body.fields?.[0]?.field]).toEqual([query, 400, 'VALIDATION_FAILED', 'after']);
    }
    const second = await search(`commune=${encodeURIComponent('مسعد')}&sort=price-asc&after=${cursor}`).expect(200);
    expect((second.body as PropertyDetail[])[0].id).not.toBe((first.body as PropertyDetail[]).at(-1)!.id);
  });
});
