/**
 * A price in centimes, as the index keeps it: a double, exact up to 2^53 centimes (90 trillion
 * dinars); above that (the column allows it, nobody sells at it) the exact value beside it, so
 * that the index compares prices exactly as PostgreSQL's numeric does.
 */
export interface Centimes {
  value: number;
  exact?: bigint;
}

const EXACT_UP_TO = 2 ** 53;

const centimes = (exact: bigint): Centimes => {
  const value = Number(exact);
  return value < EXACT_UP_TO ? { value } : { value, exact };
};

/** Two prices' order; each exact value is only needed where their doubles are equal and too large to be exact. */
export function compareCentimes(a: number, aExact: bigint | undefined, b: number, bExact: bigint | undefined): number {
  if (a !== b) return a < b ? -1 : 1;
  if (a < EXACT_UP_TO) return 0;
  const x = aExact ?? BigInt(a);
  const y = bExact ?? BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Centimes as PostgreSQL writes a numeric(…, 2) of dinars: "4500000.50". */
export function dinarsText({ value, exact }: Centimes): string {
  const whole = exact ?? BigInt(value);
  return `${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`;
}

/** Centimes written as a whole number (what the index's rows carry). */
export const wholeCentimes = (text: string): Centimes => centimes(BigInt(text));

const DECIMAL = /^(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * An amount of dinars written in decimal ("1500000", "45000.5", "1e-7") in centimes, rounded up
 * or down when it has finer digits: a minimum of 0.125 DZD holds what costs 13 centimes or more.
 * Null for what is not a non-negative decimal.
 */
export function decimalCentimes(text: string, rounding: 'up' | 'down'): Centimes | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole, fraction = '', exponent = '0'] = match;
  const digits = BigInt(whole + fraction);
  const shift = Number(exponent) - fraction.length + 2;
  if (shift >= 0) return centimes(digits * 10n ** BigInt(shift));
  const divisor = 10n ** BigInt(-shift);
  const down = digits / divisor;
  return centimes(rounding === 'up' && down * divisor !== digits ? down + 1n : down);
}

/**
 * A search's price bound as its SQL compared it: the number's shortest decimal text. Rounded up
 * for a minimum and down for a maximum, as a listing's price is a whole number of centimes.
 */
export const boundCentimes = (dinars: number, rounding: 'up' | 'down'): Centimes => decimalCentimes(String(dinars), rounding) ?? { value: Number.NaN };
