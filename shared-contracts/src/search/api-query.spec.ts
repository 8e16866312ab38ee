import { describe, expect, it } from '@jest/globals';
import { searchApiQuery } from './api-query.js';
import { DEFAULT_FILTERS } from './filters.js';

describe('searchApiQuery', () => {
  it('sends nothing for the defaults: the plain latest-first first page', () => {
    expect(searchApiQuery(DEFAULT_FILTERS)).toBe('');
  });

  it('sends each filter that differs, with the sort and page', () => {
    const query = searchApiQuery(
      { ...DEFAULT_FILTERS, keyword: '  فيلا ', commune: 'مسعد', propertyType: 'فيلا', purpose: 'sale', document: 'administrative-decision', minPrice: 500_000 },
      'price-asc',
      3,
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      keyword: 'فيلا',
      commune: 'مسعد',
      propertyType: 'فيلا',
      purpose: 'sale',
      document: 'administrative-decision',
      minPrice: '500000',
      sort: 'price-asc',
      page: '3',
    });
  });

  it("treats the slider's top as no upper bound, so dearer listings are not hidden", () => {
    expect(searchApiQuery({ ...DEFAULT_FILTERS, maxPrice: 10_000_000 })).toBe('');
    expect(searchApiQuery({ ...DEFAULT_FILTERS, maxPrice: 9_950_000 })).toBe('maxPrice=9950000');
  });

  it('narrows a price bracket with the slider, and the slider with the bracket', () => {
    const query = new URLSearchParams(searchApiQuery({ ...DEFAULT_FILTERS, priceRange: '1000000-20000000', minPrice: 2_000_000 }));
    expect(query.get('minPrice')).toBe('2000000');
    expect(query.get('maxPrice')).toBe('20000000');
  });
});
