import type { PricePosition } from 'shared-contracts';

/**
 * How a price per m² stands against a median, in whole percent: 88,000 against 100,000 is 12%
 * below. Within half a percent is "at the median": the percentage shown would read 0.
 */
export function pricePosition(pricePerSquareMetre: number, median: number): { percent: number; position: PricePosition } {
  const percent = Math.round(((pricePerSquareMetre - median) / median) * 100);
  if (percent === 0) return { percent: 0, position: 'at' };
  return { percent: Math.abs(percent), position: percent < 0 ? 'below' : 'above' };
}
