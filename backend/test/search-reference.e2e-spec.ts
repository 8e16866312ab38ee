import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import {
  COMMUNES,
  NEXT_CURSOR_HEADER,
  OWNERSHIP_DOCUMENTS,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  PURPOSES,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  communeCentre,
  inBox,
  parseBbox,
  type Commune,
  type Coordinates,
  type PropertyCard,
  type PropertySearchQuery,
  type PropertySort,
} from 'shared-contracts';
import { PropertySearchService } from '../src/properties/property-search.service.js';
import { listingKeywordWords, searchTextOf } from '../src/properties/search/search-text.js';
import { member } from './support/listings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The search's answers against a plain reference that filters and sorts in TypeScript, over a
 * random set of listings and random filter combinations: whatever the search is built on (SQL,
 * indexes, caches), it must find the same listings, in the same order, with the same total, and
 * its cursors must walk the same list. Values come from small sets, so that ties (same price,
 * same time, same views) are common and only the id breaks them. A failure prints fast-check's
 * seed and path; SEARCH_REFERENCE_SEED replays a dataset and its searches.
 */
const SEED = Number(process.env.SEARCH_REFERENCE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const LISTINGS = 260;

/** Words of both languages, with the spelling variants visitors type (ة/ه, أ/ا) and words too short for trigrams. */
const WORDS = [
  'شقة',
  'شقه',
  'فيلا',
  'حديقة',
  'مرآب',
  'بئر',
  'مفروش',
  'قرب',
  'المدينة',
  'أرض',
  'ارض',
  'للإيجار',
  'محل',
  'تجاري',
  'واسعة',
  'F3',
  'F4',
  'حي',
  'villa',
  'garden',
  'garage',
  'flat',
  'shop',
  'office',
  'sunny',
  'well',
  'Djelfa',
];
const COMMUNE_VALUES = COMMUNES.slice(0, 4).map(({ value }) => value);
const PRICES_DZD = [25_000, 45_000, 45_000.5, 1_000_000, 6_500_000, 12_000_000];
const BASE_TIME = Date.parse('2026-03-01T00:00:00Z');
/** Shown points around the first communes' centres, equal latitudes among them; and map views that cut through them. */
const POINTS: Coordinates[] = COMMUNE_VALUES.flatMap((commune) => {
  const { lat, lng } = communeCentre(commune);
  return [
    { lat, lng: lng + 0.01 },
    { lat: lat + 0.01, lng },
    { lat: lat + 0.01, lng: lng - 0.02 },
  ];
});
const BOXES = [
  ...COMMUNE_VALUES.map((commune) => {
    const { lat, lng } = communeCentre(commune);
    return `${lng - 0.015},${lat - 0.005},${lng + 0.015},${lat + 0.01}`;
  }),
  '1.9,33.3,4.9,35.9',
  '2.5,34.0,3.3,34.7',
];

interface Listing {
  id: number;
  commune: string;
  propertyType: string;
  purpose: string;
  document: string | null;
  priceDzd: number;
  views: number;
  /** Microseconds since the epoch: PostgreSQL's precision, which the cursors carry. */
  createdAtUs: number;
  /** The shown point; none: at the commune's centre. */
  point: Coordinates | null;
  featured: boolean;
  status: string;
  searchText: string;
}

const text = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((words) => words.join(' '));
const listingArbitrary = fc.record({
  title: text(1, 4),
  titleEn: fc.option(text(1, 3), { nil: null }),
  description: text(2, 6),
  descriptionEn: fc.option(text(1, 4), { nil: null }),
  commune: fc.constantFrom(...COMMUNE_VALUES),
  propertyType: fc.constantFrom(...PROPERTY_TYPES.map(({ value }) => value)),
  purpose: fc.constantFrom(...PURPOSES.map(({ value }) => value)),
  document: fc.option(fc.constantFrom(...OWNERSHIP_DOCUMENTS.map(({ value }) => value)), { nil: null }),
  priceDzd: fc.constantFrom(...PRICES_DZD),
  views: fc.integer({ min: 0, max: 4 }),
  // Whole seconds apart, and a few microseconds within one: ties and the cursor's precision.
  createdAtUs: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 3 })).map(([second, micro]) => BASE_TIME * 1000 + second * 1_000_000 + micro),
  featured: fc.boolean(),
  point: fc.option(fc.constantFrom(...POINTS), { nil: null, freq: 4 }),
  status: fc.constantFrom('active', 'active', 'active', 'active', 'pending', 'sold', 'rented'),
});

/** A keyword as visitors type one: words of the listings, halves of them, other spellings, a word no listing holds. */
const wordArbitrary = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(...WORDS).map((word) => word.slice(0, Math.max(2, Math.ceil(word.length / 2)))),
  fc.constantFrom(...WORDS).map((word) => word.toUpperCase()),
  fc.constantFrom(...PROPERTY_TYPES.map(({ ar, en }) => [ar, en]).flat()),
  fc.constantFrom('zzz', 'قصر'),
);
/** Each filter present about a third of the time: with all of them at once, nearly every search would find nothing. */
const sometimes = <T>(value: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: value, weight: 1 });
const queryArbitrary = fc
  .record({
    keyword: sometimes(fc.array(wordArbitrary, { minLength: 1, maxLength: 2 }).map((words) => words.join(' '))),
    commune: sometimes(fc.constantFrom(...COMMUNE_VALUES)),
    propertyType: sometimes(fc.constantFrom(...PROPERTY_TYPES.map(({ value }) => value))),
    purpose: sometimes(fc.constantFrom(...PURPOSES.map(({ value }) => value))),
    document: sometimes(fc.constantFrom(...OWNERSHIP_DOCUMENTS.map(({ value }) => value))),
    minPrice: sometimes(fc.constantFrom(...PRICES_DZD, 30_000, 45_000.25)),
    maxPrice: sometimes(fc.constantFrom(...PRICES_DZD, 30_000, 45_000.25)),
    featured: sometimes(fc.constant(true)),
    bbox: sometimes(fc.constantFrom(...BOXES)),
    sort: fc.constantFrom(...PROPERTY_SORTS),
    page: fc.oneof({ arbitrary: fc.constant(1), weight: 2 }, { arbitrary: fc.integer({ min: 2, max: 4 }), weight: 1 }),
    pageSize: fc.integer({ min: 1, max: 30 }),
  })
  .map((query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as PropertySearchQuery);

/**
 * Walks start on the first page, in pages small enough that most searches span several: a walk
 * that ends on its first page checks no cursor.
 */
const walkArbitrary = queryArbitrary.map(({ page: _page, ...query }): PropertySearchQuery => ({ ...query, pageSize: 2 + ((query.pageSize ?? 24) % 9) }));

/** Every word of the keyword in the listing's search text: anywhere, or where a word starts for one too short for trigrams. */
const holdsWord = (searchText: string, word: string) => ([...word].length >= 3 ? searchText.includes(word) : searchText.startsWith(word) || searchText.includes(` ${word}`));

function matches(listing: Listing, query: PropertySearchQuery): boolean {
  return (
    listing.status === 'active' &&
    (!query.commune || listing.commune === query.commune) &&
    (!query.propertyType || listing.propertyType === query.propertyType) &&
    (!query.purpose || listing.purpose === query.purpose) &&
    (!query.document || listing.document === query.document) &&
    (query.minPrice === undefined || listing.priceDzd >= query.minPrice) &&
    (query.maxPrice === undefined || listing.priceDzd <= query.maxPrice) &&
    (!query.featured || listing.featured) &&
    listingKeywordWords(query.keyword).every((word) => holdsWord(listing.searchText, word)) &&
    (!query.bbox || inBoxShown(listing, query.bbox))
  );
}

function inBoxShown(listing: Listing, bbox: string): boolean {
  const { lat, lng } = listing.point ?? communeCentre(listing.commune as Commune);
  return inBox(parseBbox(bbox)!, lat, lng);
}

const SORT_KEY: Record<PropertySort, [(listing: Listing) => number, 1 | -1]> = {
  latest: [(listing) => listing.createdAtUs, -1],
  'price-asc': [(listing) => listing.priceDzd, 1],
  'price-desc': [(listing) => listing.priceDzd, -1],
  views: [(listing) => listing.views, -1],
};

/** What the search must answer, whole: the matches in the sort's order, the id breaking ties in the same direction. */
function reference(listings: Listing[], query: PropertySearchQuery): number[] {
  const [key, direction] = SORT_KEY[query.sort ?? 'latest'];
  return listings
    .filter((listing) => matches(listing, query))
    .sort((a, b) => direction * (key(a) - key(b) || a.id - b.id))
    .map(({ id }) => id);
}

const isoOf = (microseconds: number) => `${new Date(Math.floor(microseconds / 1000)).toISOString().slice(0, -1)}${String(microseconds % 1000).padStart(3, '0')}Z`;
const asQuery = (query: PropertySearchQuery) => new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)])).toString();

describe(`the search against a plain reference (dataset seed ${SEED})`, () => {
  let testApp: TestApp;
  let listings: Listing[];
  const search = (query: string) => request(testApp.server).get(`/api/properties?${query}`).expect(200);

  beforeAll(async () => {
    testApp = await startTestApp();
    const owner = (await member(testApp.server, testApp.dataSource)).id;
    const drawn = fc.sample(fc.array(listingArbitrary, { minLength: LISTINGS, maxLength: LISTINGS }), { numRuns: 1, seed: SEED })[0];
    const rows = drawn.map((listing) => ({
      ...listing,
      searchText: searchTextOf({ ...listing, address: null, addressEn: null }),
    }));
    const ids: { id: number }[] = await testApp.dataSource.query(
      `INSERT INTO properties (user_id, title, title_en, description, description_en, price, price_unit, price_dzd, price_type,
         property_type, commune, ownership_document, is_active, is_featured, status, view_count, search_text, created_at,
         coordinates, location_exact, shown_lat, shown_lng)
       SELECT $1, r.title, r.title_en, r.description, r.description_en, r.price_dzd, 'dzd', r.price_dzd, r.purpose,
         r.property_type, r.commune, r.document, r.status = 'active', r.featured, r.status, r.views, r.search_text, r.created_at,
         CASE WHEN r.lat IS NOT NULL THEN jsonb_build_object('lat', r.lat, 'lng', r.lng) END, r.lat IS NOT NULL, r.lat, r.lng
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::text[], $8::text[], $9::text[], $10::text[],
         $11::boolean[], $12::text[], $13::int[], $14::text[], $15::timestamptz[], $16::float8[], $17::float8[])
         AS r(title, title_en, description, description_en, price_dzd, purpose, property_type, commune, document, featured, status, views, search_text, created_at, lat, lng)
       RETURNING id`,
      [
        owner,
        rows.map((row) => row.title),
        rows.map((row) => row.titleEn),
        rows.map((row) => row.description),
        rows.map((row) => row.descriptionEn),
        rows.map((row) => row.priceDzd.toFixed(2)),
        rows.map((row) => row.purpose),
        rows.map((row) => row.propertyType),
        rows.map((row) => row.commune),
        rows.map((row) => row.document),
        rows.map((row) => row.featured),
        rows.map((row) => row.status),
        rows.map((row) => row.views),
        rows.map((row) => row.searchText),
        rows.map((row) => isoOf(row.createdAtUs)),
        rows.map((row) => row.point?.lat ?? null),
        rows.map((row) => row.point?.lng ?? null),
      ],
    );
    // unnest keeps the arrays' order, and RETURNING the insert's.
    listings = rows.map((row, at) => ({ ...row, id: ids[at].id }));
    // Written behind the app's back: its caches must not answer from before.
    testApp.app.get(PropertySearchService).forget();
  }, 60_000);
  afterAll(() => testApp?.close());

  it('finds the same listings in the same order, on every page, with the same total', async () => {
    let found = 0;
    await fc.assert(
      fc.asyncProperty(queryArbitrary, async (query) => {
        const whole = reference(listings, query);
        const size = query.pageSize ?? 24;
        const from = ((query.page ?? 1) - 1) * size;
        const response = await search(asQuery(query));
        if (from < whole.length) found += 1;
        expect((response.body as PropertyCard[]).map(({ id }) => id)).toEqual(whole.slice(from, from + size));
        expect([response.headers[TOTAL_COUNT_HEADER.toLowerCase()], response.headers[TOTAL_CAPPED_HEADER.toLowerCase()]]).toEqual([String(whole.length), undefined]);
      }),
      { numRuns: 300, seed: SEED },
    );
    // Searches that find nothing would agree with any search: many must show listings.
    expect(found).toBeGreaterThan(100);
  }, 120_000);

  it('walks the same list by its cursors, page after page', async () => {
    let walked = 0;
    await fc.assert(
      fc.asyncProperty(walkArbitrary, async (query) => {
        const seen: number[] = [];
        let cursor: string | undefined;
        do {
          const response = await search(asQuery(cursor ? { ...query, after: cursor } : query));
          seen.push(...(response.body as PropertyCard[]).map(({ id }) => id));
          cursor = response.headers[NEXT_CURSOR_HEADER.toLowerCase()];
        } while (cursor && seen.length <= LISTINGS);
        const whole = reference(listings, query);
        if (whole.length > (query.pageSize ?? 24)) walked += 1;
        expect(seen).toEqual(whole);
      }),
      { numRuns: 120, seed: SEED + 1 },
    );
    // About two walks in five span several pages (50 ± 5 of 120): far above this floor.
    expect(walked).toBeGreaterThan(25);
  }, 120_000);
});
