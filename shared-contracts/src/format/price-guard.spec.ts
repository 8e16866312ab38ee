import { describe, expect, it } from '@jest/globals';
import { priceWarning, type PriceGuide } from './price-guard.js';

const guide: PriceGuide = { medianPerSquareMetre: 60_000, sample: 12, scope: 'commune' };

describe('priceWarning', () => {
  it('says nothing for a price near the median per m²', () => {
    expect(priceWarning(7_200_000, 120, guide)).toBeNull(); // 60,000 DZD/m²
    expect(priceWarning(30_000_000, 120, guide)).toBeNull(); // four times: dear, not mistyped
  });

  it('suggests the price in dinars when it is a hundred times the usual: typed in centimes', () => {
    expect(priceWarning(720_000_000, 120, guide)).toEqual({ kind: 'centimes', suggestedDzd: 7_200_000 });
  });

  it('gives the usual price when it is far above or far below it, and not by a factor of 100', () => {
    expect(priceWarning(72_000_000_000, 120, guide)).toEqual({ kind: 'high', typicalDzd: 7_200_000 });
    expect(priceWarning(150, 120, guide)).toEqual({ kind: 'low', typicalDzd: 7_200_000 });
  });

  it('cannot tell without an area or a median', () => {
    expect(priceWarning(720_000_000, null, guide)).toBeNull();
    expect(priceWarning(720_000_000, 120, { medianPerSquareMetre: null, sample: 0, scope: null })).toBeNull();
    expect(priceWarning(720_000_000, 120, null)).toBeNull();
  });
});
