/**
 * The search filter's price bracket: "min-max" in whole DZD, e.g. "1000000-5000000".
 * The price filter's format: this one is readable in a URL and
 * needs no list of brackets shared between the front ends and the server.
 */
export type PriceRange = `${number}-${number}`;

/** A bracket from untrusted input, or null when it is not one (bounds reversed, signs, text). */
export function parsePriceRange(value: string | null): PriceRange | null {
  const match = /^(\d+)-(\d+)$/.exec(value ?? '');
  return match && Number(match[1]) <= Number(match[2]) ? (value as PriceRange) : null;
}

/** The DZD bounds of a bracket, for the server's query. */
export function priceRangeBounds(range: PriceRange): { min: number; max: number } {
  const [min, max] = range.split('-').map(Number) as [number, number];
  return { min, max };
}

/**
 * The brackets the search page offers, in DZD: how people in Djelfa talk about prices, from a
 * rent to a villa. The last has no real upper end.
 */
export const PRICE_RANGES: readonly PriceRange[] = ['0-1000000', '1000000-5000000', '5000000-10000000', '10000000-20000000', '20000000-50000000', '50000000-1000000000000'];
