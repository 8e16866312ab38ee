import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FILTERS } from 'shared-contracts';
import { readSearchUrl, writeSearchUrl } from './search-url';

describe('the /search URL', () => {
  it('holds nothing for the defaults', () => {
    expect(readSearchUrl(new URLSearchParams(''))).toEqual({ filters: DEFAULT_FILTERS, sort: 'latest', page: 1 });
    expect(writeSearchUrl({ filters: { ...DEFAULT_FILTERS }, sort: 'latest', page: 1 })).toBe('');
  });

  it('keeps the filters, the sort and the page, and gives them back', () => {
    const state = { filters: { ...DEFAULT_FILTERS, commune: 'مسعد' as const, purpose: 'rent' as const }, sort: 'price-asc' as const, page: 3 };
    const query = writeSearchUrl(state);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ commune: 'مسعد', purpose: 'rent', sort: 'price-asc', page: '3' });
    expect(readSearchUrl(new URLSearchParams(query))).toEqual(state);
  });

  it('falls back for an unknown sort or a page that is no page', () => {
    for (const query of ['sort=oldest&page=0', 'page=-2', 'page=1.5', 'page=abc']) {
      expect(readSearchUrl(new URLSearchParams(query))).toMatchObject({ sort: 'latest', page: 1 });
    }
  });
});
