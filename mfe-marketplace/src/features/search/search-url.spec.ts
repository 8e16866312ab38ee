import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FILTERS } from 'shared-contracts';
import { readSearchUrl, writeSearchUrl } from './search-url';

const NOTHING = { filters: DEFAULT_FILTERS, sort: 'latest', page: 1, bbox: null, map: false } as const;

describe('the /search URL', () => {
  it('holds nothing for the defaults', () => {
    expect(readSearchUrl(new URLSearchParams(''))).toEqual(NOTHING);
    expect(writeSearchUrl({ ...NOTHING, filters: { ...DEFAULT_FILTERS } })).toBe('');
  });

  it('keeps the filters, the sort and the page, and gives them back', () => {
    const state = { ...NOTHING, filters: { ...DEFAULT_FILTERS, commune: 'مسعد' as const, purpose: 'rent' as const }, sort: 'price-asc' as const, page: 3 };
    const query = writeSearchUrl(state);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ commune: 'مسعد', purpose: 'rent', sort: 'price-asc', page: '3' });
    expect(readSearchUrl(new URLSearchParams(query))).toEqual(state);
  });

  it('keeps the map layout and its area, to five places', () => {
    const state = { ...NOTHING, bbox: { minLng: 3.1234567, minLat: 34.5, maxLng: 3.4, maxLat: 34.8 }, map: true };
    const query = writeSearchUrl(state);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ bbox: '3.12346,34.5,3.4,34.8', view: 'map' });
    expect(readSearchUrl(new URLSearchParams(query))).toEqual({ ...state, bbox: { ...state.bbox, minLng: 3.12346 } });
  });

  it('falls back for an unknown sort, a page that is no page, a box that is no box or another view', () => {
    for (const query of ['sort=oldest&page=0', 'page=-2', 'page=1.5', 'page=abc', 'bbox=3,34,2,35', 'bbox=x', 'view=globe']) {
      expect(readSearchUrl(new URLSearchParams(query))).toMatchObject({ sort: 'latest', page: 1, bbox: null, map: false });
    }
  });
});
