import type { ReferenceItem } from './reference-item.js';

export interface PriceUnitItem<V extends string = string> extends ReferenceItem<V> {
  /** DZD per unit. "Million" means a million dinars here, never a million centimes. */
  readonly multiplier: number;
}

/** The units a price is entered in; the Arabic words are those of docs/architecture.md §4. */
export const PRICE_UNITS = [
  { value: 'dzd', ar: 'د.ج', en: 'DZD', multiplier: 1 },
  { value: 'million', ar: 'مليون', en: 'million', multiplier: 1_000_000 },
  { value: 'billion', ar: 'مليار', en: 'billion', multiplier: 1_000_000_000 },
] as const satisfies readonly PriceUnitItem[];

export type PriceUnit = (typeof PRICE_UNITS)[number]['value'];

export const DEFAULT_PRICE_UNIT: PriceUnit = 'dzd';

/**
 * A unit's multiplier and labels. An unknown unit throws rather than counting as dinars:
 * read as DZD, a price of "2.5" in a unit we do not know would be a million times too cheap.
 */
export function priceUnitItem(unit: PriceUnit): PriceUnitItem<PriceUnit> {
  const item = PRICE_UNITS.find((entry) => entry.value === unit);
  if (!item) throw new RangeError(`Unknown price unit: ${String(unit)}`);
  return item;
}
