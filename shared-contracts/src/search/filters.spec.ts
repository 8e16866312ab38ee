import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FILTERS, PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, PRICE_SLIDER_STEP, countActiveFilters, filtersToQuery, queryToFilters, type SearchFilters } from './filters.js';

const FULL: SearchFilters = {
  keyword: 'فيلا مع حديقة',
  commune: 'حاسي بحبح',
  propertyType: 'فيلا',
  purpose: 'rent',
  document: 'notarial-deed',
  priceRange: '1000000-5000000',
  minPrice: 500_000,
  maxPrice: 8_000_000,
};

describe('slider and defaults', () => {
  it('run from 0 to 10,000,000 in steps of 50,000, with every filter at "all"', () => {
    expect([PRICE_SLIDER_MIN, PRICE_SLIDER_MAX, PRICE_SLIDER_STEP]).toEqual([0, 10_000_000, 50_000]);
    expect(DEFAULT_FILTERS).toEqual({
      keyword: '',
      commune: 'all',
      propertyType: 'all',
      purpose: 'all',
      document: 'all',
      priceRange: 'all',
      minPrice: 0,
      maxPrice: 10_000_000,
    });
  });
});

describe('filtersToQuery', () => {
  it('is empty for the defaults', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toBe('');
  });

  it('holds only what differs from the defaults, the keyword trimmed', () => {
    const query = new URLSearchParams(filtersToQuery({ ...DEFAULT_FILTERS, keyword: '  villa ', purpose: 'exchange' }));
    expect([...query]).toEqual([
      ['keyword', 'villa'],
      ['purpose', 'exchange'],
    ]);
  });

  it('drops a blank keyword and prices at the ends of the slider', () => {
    expect(filtersToQuery({ ...DEFAULT_FILTERS, keyword: '   ', minPrice: 0, maxPrice: 10_000_000 })).toBe('');
    expect(filtersToQuery({ ...DEFAULT_FILTERS, minPrice: 50_000 })).toBe('minPrice=50000');
    expect(filtersToQuery({ ...DEFAULT_FILTERS, maxPrice: 9_950_000 })).toBe('maxPrice=9950000');
  });

  it('writes every filter, Arabic values encoded', () => {
    expect(filtersToQuery(FULL)).toBe(
      'keyword=%D9%81%D9%8A%D9%84%D8%A7+%D9%85%D8%B9+%D8%AD%D8%AF%D9%8A%D9%82%D8%A9' +
        '&commune=%D8%AD%D8%A7%D8%B3%D9%8A+%D8%A8%D8%AD%D8%A8%D8%AD&propertyType=%D9%81%D9%8A%D9%84%D8%A7' +
        '&purpose=rent&document=notarial-deed&priceRange=1000000-5000000&minPrice=500000&maxPrice=8000000',
    );
  });
});

describe('queryToFilters', () => {
  it('reads a query string, with or without "?", or URLSearchParams', () => {
    expect(queryToFilters('?purpose=exchange')).toEqual({ ...DEFAULT_FILTERS, purpose: 'exchange' });
    expect(queryToFilters('purpose=sale')).toEqual({ ...DEFAULT_FILTERS, purpose: 'sale' });
    expect(queryToFilters(new URLSearchParams({ commune: 'مسعد' }))).toEqual({ ...DEFAULT_FILTERS, commune: 'مسعد' });
    expect(queryToFilters('document=land-registry-booklet')).toEqual({ ...DEFAULT_FILTERS, document: 'land-registry-booklet' });
  });

  it('gives the defaults for an empty query', () => {
    expect(queryToFilters('')).toEqual(DEFAULT_FILTERS);
  });

  it('falls back to "all" for values outside the lists', () => {
    const filters = queryToFilters('commune=Djelfa&propertyType=commercial&purpose=lease&document=receipt&priceRange=cheap');
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(queryToFilters('priceRange=5000000-1000000').priceRange).toBe('all');
    expect(queryToFilters('priceRange=-1-5').priceRange).toBe('all');
  });

  it('falls back for malformed prices and clamps the others to the slider', () => {
    expect(queryToFilters('minPrice=abc&maxPrice=').minPrice).toBe(0);
    expect(queryToFilters('minPrice=abc&maxPrice=').maxPrice).toBe(10_000_000);
    expect(queryToFilters('minPrice=Infinity').minPrice).toBe(0);
    expect(queryToFilters('minPrice=-500&maxPrice=99000000')).toMatchObject({ minPrice: 0, maxPrice: 10_000_000 });
    expect(queryToFilters('minPrice=150000&maxPrice=2500000')).toMatchObject({ minPrice: 150_000, maxPrice: 2_500_000 });
  });

  it('trims the keyword', () => {
    expect(queryToFilters('keyword=+%20 شقة  ').keyword).toBe('شقة');
  });
});

describe('round trip', () => {
  it('gives back the same filters', () => {
    for (const filters of [DEFAULT_FILTERS, FULL, { ...DEFAULT_FILTERS, keyword: 'R+1 & garage=yes' }]) {
      expect(queryToFilters(filtersToQuery(filters))).toEqual(filters);
    }
  });

  it('gives back the same canonical query', () => {
    const query = 'keyword=shop&commune=%D8%A7%D9%84%D8%AC%D9%84%D9%81%D8%A9&maxPrice=3000000';
    expect(filtersToQuery(queryToFilters(query))).toBe(query);
  });
});

describe('countActiveFilters', () => {
  it('counts each filter that differs from the default, the two slider ends as one', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, keyword: '  ' })).toBe(0);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, minPrice: 100_000 })).toBe(1);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, maxPrice: 100_000 })).toBe(1);
    expect(countActiveFilters(FULL)).toBe(7);
  });
});
