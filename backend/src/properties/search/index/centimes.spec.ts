import { describe, expect, it } from '@jest/globals';
import { boundCentimes, compareCentimes, decimalCentimes, wholeCentimes } from './centimes.js';

describe('centimes', () => {
  it('reads an amount of dinars as PostgreSQL compares it, rounded towards what the bound holds', () => {
    expect(decimalCentimes('45000.5', 'up')).toEqual({ value: 4_500_050 });
    expect(decimalCentimes('0.125', 'up')).toEqual({ value: 13 });
    expect(decimalCentimes('0.125', 'down')).toEqual({ value: 12 });
    expect(decimalCentimes('1e-7', 'up')).toEqual({ value: 1 });
    expect(decimalCentimes('1e-7', 'down')).toEqual({ value: 0 });
    expect(decimalCentimes('-5', 'up')).toBeNull();
    expect(boundCentimes(0.29, 'up')).toEqual({ value: 29 });
  });

  it('keeps prices past what a double holds exact, and orders them', () => {
    const a = wholeCentimes('100000000000000001');
    const b = wholeCentimes('100000000000000002');
    expect(a.value).toBe(b.value);
    expect(compareCentimes(a.value, a.exact, b.value, b.exact)).toBe(-1);
    expect(compareCentimes(b.value, b.exact, a.value, a.exact)).toBe(1);
    expect(compareCentimes(a.value, a.exact, a.value, a.exact)).toBe(0);
    expect(compareCentimes(5, undefined, 7, undefined)).toBe(-1);
  });
});
