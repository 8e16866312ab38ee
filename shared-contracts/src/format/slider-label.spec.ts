import { describe, expect, it } from '@jest/globals';
import { formatSliderLabel } from './slider-label.js';

describe('formatSliderLabel', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [12_500, '12.5K'],
    [50_000, '50K'],
    [950_000, '950K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [1_500_000, '1.5M'],
    [2_450_000, '2.5M'],
    [9_950_000, '10M'],
    [10_000_000, '10M'],
  ])('%d → %s', (value, label) => {
    expect(formatSliderLabel(value)).toBe(label);
  });
});
