import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FILTERS } from './filters.js';
import { savedSearchFilters, savedSearchHref } from './saved-search-filters.js';

describe('saved search filters', () => {
  it('keeps what differs from the defaults, prices in dinars, and opens again at the same /search', () => {
    const filters = { ...DEFAULT_FILTERS, keyword: ' حديقة ', commune: 'مسعد' as const, purpose: 'sale' as const, maxPrice: 8_000_000 };
    const saved = savedSearchFilters(filters);
    expect(saved).toEqual({ keyword: 'حديقة', commune: 'مسعد', purpose: 'sale', maxPrice: 8_000_000 });
    expect(savedSearchHref(saved)).toBe(`/search?keyword=${encodeURIComponent('حديقة')}&commune=${encodeURIComponent('مسعد')}&purpose=sale&maxPrice=8000000`);
  });

  it('keeps the title deed asked for', () => {
    const saved = savedSearchFilters({ ...DEFAULT_FILTERS, document: 'notarial-deed' });
    expect(saved).toEqual({ document: 'notarial-deed' });
    expect(savedSearchHref(saved)).toBe('/search?document=notarial-deed');
  });

  it('keeps nothing for the unfiltered search', () => {
    expect(savedSearchFilters({ ...DEFAULT_FILTERS })).toEqual({});
    expect(savedSearchHref({})).toBe('/search');
  });
});
