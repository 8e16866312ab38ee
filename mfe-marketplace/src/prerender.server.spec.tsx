import { describe, expect, it } from '@jest/globals';
import { similarPropertiesPath } from 'shared-contracts';
import { priceComparisonUrl } from './features/property/api/use-price-comparison';
import { propertyUrl } from './features/property/api/use-property';
import { serverReads } from './prerender.server';

describe('serverReads', () => {
  it("reads a listing's page whole: the listing, its price's comparison and the listings like it, under the keys the page asks SWR for", () => {
    expect(serverReads('/property/38', '')).toEqual([
      { key: propertyUrl('38'), read: { kind: 'listing', id: 38 } },
      { key: priceComparisonUrl(38), read: { kind: 'priceComparison', id: 38 } },
      { key: similarPropertiesPath(38), read: { kind: 'similar', id: 38 } },
    ]);
  });

  it('reads nothing for a listing address that names no listing', () => {
    expect(serverReads('/property/abc', '')).toEqual([]);
  });
});
