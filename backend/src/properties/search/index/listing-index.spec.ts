import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { PROPERTY_SORTS, type PropertySort } from 'shared-contracts';
import { tokenTest } from '../keyword.js';
import type { SearchCursor } from '../search-cursor.js';
import { searchIndex, type IndexQuery } from './index-search.js';
import { ListingIndex, type IndexRow } from './listing-index.js';

/**
 * The index as it is kept up to date: listings added, changed in every way (text, filters, price,
 * date, views), hidden and deleted, in batches of one to forty; after each batch, searches (some
 * of them the page after a cursor) compared with a plain filter and sort.
 * The API's property-based test (search-reference) compares the whole search with the database's
 * answers; this one covers the changes it does not make.
 */
const TOKENS = ['شقه', 'شقق', 'فيلا', 'f3', 'f4', 'حي', 'villa', 'garden', 'djelfa', 'الجلفه'];
const COMMUNES = ['الجلفة', 'مسعد', 'حاسي بحبح'];
const TYPES = ['شقة', 'فيلا', 'أرض'];
const PURPOSES = ['sale', 'rent'];
const DOCUMENTS = [null, 'livret-foncier', 'acte'];
// Equal latitudes (a commune's centre stands in for every listing placed nowhere) and boxes that cut through them.
const LATITUDES = [34.6, 34.6, 34.65, 34.7, 35.1];
const LONGITUDES = [3.2, 3.25, 3.25, 3.3, 4.0];
const BOXES = [
  { minLng: 3.2, minLat: 34.6, maxLng: 3.25, maxLat: 34.65 },
  { minLng: 3.21, minLat: 34.61, maxLng: 3.5, maxLat: 35.1 },
  { minLng: 1.9, minLat: 33.3, maxLng: 4.9, maxLat: 35.9 },
  { minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 },
];
// Equal prices are common; one is too large for a double to hold exactly (10^17 centimes and one).
const CENTIMES = ['2500000', '4500050', '4500050', '100000000', '100000000000000001', '100000000000000002'];

const row = (id: number) =>
  fc.record<IndexRow>({
    id: fc.constant(id),
    public: fc.constantFrom(true, true, true, false),
    commune: fc.option(fc.constantFrom(...COMMUNES), { freq: 6 }),
    propertyType: fc.constantFrom(...TYPES),
    purpose: fc.constantFrom(...PURPOSES),
    document: fc.constantFrom(...DOCUMENTS),
    featured: fc.boolean(),
    priceCentimes: fc.constantFrom(...CENTIMES),
    createdUs: fc.constantFrom(1_790_000_000_000_000, 1_790_000_000_000_001, 1_790_000_100_000_000),
    views: fc.constantFrom(0, 1, 2, 7),
    searchText: fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
    lat: fc.constantFrom(...LATITUDES),
    lng: fc.constantFrom(...LONGITUDES),
    approximate: fc.boolean(),
  });

const change = fc.oneof(
  fc.integer({ min: 1, max: 30 }).chain((id) => row(id).map((listing) => ({ listing }))),
  fc.integer({ min: 1, max: 30 }).map((removed) => ({ removed })),
);

const query = fc.record<IndexQuery>(
  {
    filters: fc.record(
      {
        commune: fc.constantFrom(...COMMUNES),
        propertyType: fc.constantFrom(...TYPES),
        purpose: fc.constantFrom(...PURPOSES),
        document: fc.constantFrom('livret-foncier', 'acte'),
        minPrice: fc.constantFrom(25_000, 45_000.5, 45_000.51, 1e15),
        maxPrice: fc.constantFrom(45_000.5, 1_000_000, 1e15),
        featured: fc.constant(true),
      },
      { requiredKeys: [] },
    ) as never,
    words: fc.array(fc.constantFrom('شق', 'شقه', 'فيل', 'f', 'f3', 'ح', 'illa', 'الجل', 'nowhere'), { maxLength: 2 }),
    box: fc.constantFrom(...BOXES),
    sort: fc.constantFrom(...PROPERTY_SORTS),
    offset: fc.integer({ min: 0, max: 6 }),
    limit: fc.integer({ min: 1, max: 8 }),
  },
  { requiredKeys: ['filters', 'words', 'sort', 'offset', 'limit'] },
);

/** A search with one filter or word at most: enough matches to page through. */
const broadQuery = query.map(({ filters, words, box, ...rest }) => {
  const [first] = Object.entries(filters);
  const one = first && !words.length ? { filters: Object.fromEntries([first]), words: [] } : { filters: {}, words: words.slice(0, 1) };
  return { ...rest, ...one, box: first || words.length ? undefined : box };
});

/** What the search means, written plainly over the listings as they now are: every match in order. */
function reference(listings: Map<number, IndexRow>, { filters, words, box, sort }: IndexQuery): IndexRow[] {
  const centimes = (dinars: number, rounding: 'up' | 'down') => {
    const exact = dinars * 100;
    return BigInt(rounding === 'up' ? Math.ceil(exact - 1e-6) : Math.floor(exact + 1e-6));
  };
  const found = [...listings.values()].filter(
    (listing) =>
      listing.public &&
      (!filters.commune || listing.commune === filters.commune) &&
      (!filters.propertyType || listing.propertyType === filters.propertyType) &&
      (!filters.purpose || listing.purpose === filters.purpose) &&
      (!filters.document || listing.document === filters.document) &&
      (!filters.featured || listing.featured) &&
      (filters.minPrice === undefined || BigInt(listing.priceCentimes) >= centimes(filters.minPrice, 'up')) &&
      (filters.maxPrice === undefined || BigInt(listing.priceCentimes) <= centimes(filters.maxPrice, 'down')) &&
      words.every((word) => listing.searchText!.split(' ').some(tokenTest(word))) &&
      (!box || (listing.lat >= box.minLat && listing.lat <= box.maxLat && listing.lng >= box.minLng && listing.lng <= box.maxLng)),
  );
  const price = (listing: IndexRow) => BigInt(listing.priceCentimes);
  const orders: Record<PropertySort, (a: IndexRow, b: IndexRow) => number> = {
    latest: (a, b) => b.createdUs - a.createdUs || b.id - a.id,
    views: (a, b) => b.views - a.views || b.id - a.id,
    'price-asc': (a, b) => (price(a) < price(b) ? -1 : price(a) > price(b) ? 1 : a.id - b.id),
    'price-desc': (a, b) => (price(a) > price(b) ? -1 : price(a) < price(b) ? 1 : b.id - a.id),
  };
  return found.sort(orders[sort]);
}

/** The cursor of a page that ended at `listing`, as the API writes it (CURSOR_COLUMNS). */
function cursorAt(listing: IndexRow, sort: PropertySort): SearchCursor {
  const seconds = new Date(Math.floor(listing.createdUs / 1_000_000) * 1000).toISOString().slice(0, 19);
  const centimes = listing.priceCentimes.padStart(3, '0');
  const value =
    sort === 'latest'
      ? `${seconds}.${String(listing.createdUs % 1_000_000).padStart(6, '0')}Z`
      : sort === 'views'
        ? String(listing.views)
        : `${centimes.slice(0, -2)}.${centimes.slice(-2)}`;
  return { sort, value, id: listing.id };
}

describe('ListingIndex kept up to date', () => {
  it('answers as a plain filter and sort after every batch of changes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(change, { minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 6 }),
        fc.array(query, { minLength: 8, maxLength: 8 }),
        (batches, queries) => {
          const index = new ListingIndex();
          const listings = new Map<number, IndexRow>();
          // Ids are never given again (serial): a deleted listing does not come back.
          const deleted = new Set<number>();
          for (const batch of batches) {
            const rows: IndexRow[] = [];
            const removed: number[] = [];
            for (const { listing, removed: id } of batch as { listing?: IndexRow; removed?: number }[]) {
              if (listing && !deleted.has(listing.id)) {
                rows.push(listing);
                listings.set(listing.id, listing);
              } else if (id !== undefined && listings.has(id)) {
                removed.push(id);
                listings.delete(id);
                deleted.add(id);
              }
            }
            // Rows of one read come once per listing, with its latest state; removals after.
            const latest = [...new Map(rows.map((listing) => [listing.id, listings.get(listing.id) ?? listing])).values()].filter((listing) => listings.has(listing.id));
            index.apply(latest);
            index.remove(removed);
            for (const [at, search] of queries.entries()) {
              const found = reference(listings, search);
              // Every other search asks, as the API does, for the page after a match (a cursor): a half, a quarter… in.
              const cursorPosition = at % 2 === 1 && found.length > 0 ? Math.floor(found.length / (at + 1)) : undefined;
              const after = cursorPosition === undefined ? undefined : cursorAt(found[cursorPosition], search.sort);
              const offset = after ? 0 : search.offset;
              const expected = {
                ids: found
                  .slice(cursorPosition === undefined ? 0 : cursorPosition + 1)
                  .slice(offset, offset + search.limit)
                  .map(({ id }) => id),
                total: Math.min(found.length, 11),
              };
              for (const way of [undefined, 'check', 'walk'] as const) {
                const hits = searchIndex(index, { ...search, after, offset }, 10, way);
                expect({ way, after, ids: hits.ids, total: Math.min(hits.total, 11) }).toEqual({ way, after, ...expected });
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pages on by cursor through every match in order, whichever way it answers', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 60 }).chain((ids) => fc.tuple(...ids.map(row))),
        broadQuery,
        (rows, search) => {
          const index = new ListingIndex();
          index.apply(rows);
          const listings = new Map(rows.map((listing) => [listing.id, listing]));
          const expected = reference(listings, search).map(({ id }) => id);
          for (const way of ['check', 'walk'] as const) {
            const seen: number[] = [];
            for (let after: SearchCursor | undefined, page = 0; page <= expected.length; page++) {
              const { ids } = searchIndex(index, { ...search, offset: 0, after }, 10, way);
              if (ids.length === 0) break;
              seen.push(...ids);
              after = cursorAt(listings.get(ids.at(-1)!)!, search.sort);
            }
            expect({ way, ids: seen }).toEqual({ way, ids: expected });
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('finds listings in a box after they moved, and not where they were', () => {
    const at = (id: number, lat: number): IndexRow => ({
      id,
      public: true,
      commune: COMMUNES[0],
      propertyType: TYPES[0],
      purpose: 'sale',
      document: null,
      featured: false,
      priceCentimes: '2500000',
      createdUs: 1_790_000_000_000_000 + id,
      views: 0,
      searchText: 'شقه',
      lat,
      lng: 3.25,
      approximate: false,
    });
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const index = new ListingIndex();
    index.apply(ids.map((id) => at(id, 34.6)));
    index.apply(ids.filter((id) => id % 2 === 0).map((id) => at(id, 35.1)));
    const north = { minLng: 3, minLat: 35, maxLng: 3.5, maxLat: 35.2 };
    const south = { minLng: 3, minLat: 34.5, maxLng: 3.5, maxLat: 34.7 };
    const search = (box: typeof north, way: 'check' | 'walk') => searchIndex(index, { filters: {}, words: [], box, sort: 'latest', offset: 0, limit: 50 }, 100, way);
    for (const way of ['check', 'walk'] as const) {
      expect(search(north, way).ids.sort((a, b) => a - b)).toEqual(ids.filter((id) => id % 2 === 0));
      expect(search(south, way).ids.sort((a, b) => a - b)).toEqual(ids.filter((id) => id % 2 === 1));
    }
    expect(index.mapPoint(2)).toEqual({ id: 2, lat: 35.1, lng: 3.25, approximate: false, priceDzd: '25000.00', propertyType: TYPES[0], priceType: 'sale' });
  });

  it('applies many rows in one batch as one by one', () => {
    const rows = fc.sample(fc.integer({ min: 1, max: 3000 }).chain(row), 2500);
    const batch = new ListingIndex();
    batch.apply(rows);
    const single = new ListingIndex();
    for (const listing of rows) single.apply([listing]);
    for (const search of fc.sample(query, 200)) expect(searchIndex(batch, search, 1000)).toEqual(searchIndex(single, search, 1000));
  });
});
