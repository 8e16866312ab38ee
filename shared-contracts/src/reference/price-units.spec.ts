import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PRICE_UNIT, PRICE_UNITS, priceUnitItem, type PriceUnit } from './price-units.js';

describe('PRICE_UNITS', () => {
  it('use the Arabic words and multipliers of docs/architecture.md §4', () => {
    expect(PRICE_UNITS.map(({ value, ar, multiplier }) => [value, ar, multiplier])).toEqual([
      ['dzd', 'د.ج', 1],
      ['million', 'مليون', 1_000_000],
      ['billion', 'مليار', 1_000_000_000],
    ]);
    expect(DEFAULT_PRICE_UNIT).toBe('dzd');
  });

  it('finds a unit, and refuses one it does not know rather than reading it as dinars', () => {
    expect(priceUnitItem('billion').multiplier).toBe(1_000_000_000);
    expect(() => priceUnitItem('مليون' as PriceUnit)).toThrow(RangeError);
  });
});
