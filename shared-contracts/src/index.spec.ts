import { describe, expect, it } from '@jest/globals';
import * as contracts from './index.js';

describe('the package entry', () => {
  it('loads in Node and exposes the domain helpers beside the existing exports', () => {
    expect(contracts.COMMUNES).toHaveLength(36);
    expect(contracts.labelOf(contracts.PROPERTY_TYPES, 'شقة', 'en')).toBe('Apartment');
    expect(contracts.filtersToQuery(contracts.DEFAULT_FILTERS)).toBe('');
    expect(contracts.formatPrice(2.5, 'million', 'en')).toBe('2.5 million DZD');
    expect(typeof contracts.swrConfig.fetcher).toBe('function');
    expect(contracts.remoteForPath('/search')).toBe('marketplace');
    expect(contracts.resolveLanguage('fr')).toBe('ar');
  });
});
