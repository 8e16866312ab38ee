import { describe, expect, it } from '@jest/globals';
import { groupedNumber } from './grouped-number.js';

const INTL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('groupedNumber', () => {
  it('writes what Intl.NumberFormat en-US with two decimals writes', () => {
    const values = [
      0, 1, 9, 10, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2_500_000, 123_456_789, 1_100_000_000, 98_765_432_109, 2.5, 0.07, 1500.5, 1500.05, 1250.75, 95.5, 0.1, 0.99,
      1_999_999.99, -1, -2500.5, -0.5,
    ];
    for (const value of values) expect(groupedNumber(value)).toBe(INTL.format(value));
  });

  it('agrees with Intl on every two-decimal amount of a wide sample', () => {
    for (let cents = 0; cents < 5_000_000; cents += 7_919) expect(groupedNumber(cents / 100)).toBe(INTL.format(cents / 100));
    for (let power = 0; power < 13; power++) expect(groupedNumber(7 * 10 ** power + 0.25)).toBe(INTL.format(7 * 10 ** power + 0.25));
  });
});
