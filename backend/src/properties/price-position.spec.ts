import { describe, expect, it } from '@jest/globals';
import { pricePosition } from './price-position.js';

describe('pricePosition', () => {
  it('says how far below or above the median, in whole percent', () => {
    expect(pricePosition(88_000, 100_000)).toEqual({ percent: 12, position: 'below' });
    expect(pricePosition(125_000, 100_000)).toEqual({ percent: 25, position: 'above' });
    expect(pricePosition(300_000, 100_000)).toEqual({ percent: 200, position: 'above' });
  });

  it('rounds to the nearest percent, and calls what rounds to 0 "at the median"', () => {
    expect(pricePosition(98_400, 100_000)).toEqual({ percent: 2, position: 'below' });
    expect(pricePosition(100_400, 100_000)).toEqual({ percent: 0, position: 'at' });
    expect(pricePosition(99_600, 100_000)).toEqual({ percent: 0, position: 'at' });
    expect(pricePosition(100_000, 100_000)).toEqual({ percent: 0, position: 'at' });
  });
});
