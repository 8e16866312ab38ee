import { describe, expect, it } from '@jest/globals';
import { parsePriceRange, priceRangeBounds } from './price-range.js';

describe('parsePriceRange', () => {
  it('accepts "min-max" in whole dinars, min not above max', () => {
    expect(parsePriceRange('1000000-5000000')).toBe('1000000-5000000');
    expect(parsePriceRange('0-0')).toBe('0-0');
  });

  it('refuses anything else', () => {
    for (const value of [null, '', 'all', 'cheap', '5000000-1000000', '-1-5', '1.5-3', '1000000-', ' 1-2']) {
      expect(parsePriceRange(value)).toBeNull();
    }
  });
});

describe('priceRangeBounds', () => {
  it('splits a bracket into DZD bounds', () => {
    expect(priceRangeBounds('1000000-5000000')).toEqual({ min: 1_000_000, max: 5_000_000 });
    expect(priceRangeBounds('0-0')).toEqual({ min: 0, max: 0 });
  });
});
