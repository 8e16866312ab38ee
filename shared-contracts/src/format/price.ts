import { groupedNumber } from './grouped-number.js';
import type { Language } from '../i18n/language.js';
import { priceUnitItem, type PriceUnit } from '../reference/price-units.js';
import type { Purpose } from '../reference/purposes.js';

/** Accepts the API's decimal strings ("2500000.00") as well as numbers. */
function toNumber(price: number | string): number {
  const value = typeof price === 'number' ? price : price.trim() === '' ? NaN : Number(price);
  if (!Number.isFinite(value)) throw new RangeError(`Not a price: ${String(price)}`);
  return value;
}

const unitLabel = (unit: PriceUnit, language: Language): string => priceUnitItem(unit)[language];
const currency = (language: Language): string => unitLabel('dzd', language);

/** The price in dinars: price × unit, rounded to the centime. */
export function toDzd(price: number | string, unit: PriceUnit): number {
  return Number((toNumber(price) * priceUnitItem(unit).multiplier).toFixed(2));
}

/** A dinar amount: "2,500,000 د.ج" / "2,500,000 DZD". */
export function formatDzd(amount: number | string, language: Language): string {
  return `${groupedNumber(toNumber(amount))} ${currency(language)}`;
}

/** A price in its own unit: "2.5 مليون د.ج" / "2.5 million DZD"; "750,000 د.ج" for dinars. */
export function formatPrice(price: number | string, unit: PriceUnit, language: Language): string {
  if (unit === 'dzd') return formatDzd(price, language);
  return `${groupedNumber(toNumber(price))} ${unitLabel(unit, language)} ${currency(language)}`;
}

export interface PriceLabelParts {
  /** The price as entered, with its unit. */
  amount: string;
  /**
   * The same price in dinars whenever the unit is million or billion: many Algerians say
   * "million" for a million centimes (10,000 DZD), so the dinar figure removes the doubt.
   */
  dzd: string | null;
  /** Rent is shown per month; the caller adds its translated "/ month". */
  perMonth: boolean;
  /** Exchange is shown as negotiable; the caller adds its translated word. */
  negotiable: boolean;
}

export function priceLabelParts(price: number | string, unit: PriceUnit, priceType: Purpose, language: Language): PriceLabelParts {
  return {
    amount: formatPrice(price, unit, language),
    dzd: unit === 'dzd' ? null : formatDzd(toDzd(price, unit), language),
    perMonth: priceType === 'rent',
    negotiable: priceType === 'exchange',
  };
}

/** A plain figure (an area, a count) with the same digits and separators as the prices. */
export function formatAmount(value: number | string): string {
  return groupedNumber(toNumber(value));
}

const SQUARE_METRE: Record<Language, string> = { ar: 'م²', en: 'm²' };

/**
 * An area in square metres, grouped like the prices ("1,250 م²" / "1,250 m²"): a plot of
 * 20000 m² reads at a glance only with its thousands apart. A fraction is kept ("95.5 m²").
 */
export function formatArea(area: number | string, language: Language): string {
  return `${formatAmount(area)} ${SQUARE_METRE[language]}`;
}

/**
 * Dinars per square metre, rounded to the dinar: what buyers compare between listings. Null
 * when the area is unknown or zero (no meaningful ratio), or the price is not a number.
 */
export function pricePerSquareMetre(priceDzd: number | string, area: number | string | null): number | null {
  if (area === null) return null;
  const price = Number(priceDzd);
  const metres = Number(area);
  if (!Number.isFinite(price) || !Number.isFinite(metres) || metres <= 0) return null; // '' reads as 0
  return Math.round(price / metres);
}

/** "68,421 د.ج/م²" / "68,421 DZD/m²", or null when the ratio is unknown (see pricePerSquareMetre). */
export function formatPricePerSquareMetre(priceDzd: number | string, area: number | string | null, language: Language): string | null {
  const perMetre = pricePerSquareMetre(priceDzd, area);
  return perMetre === null ? null : `${formatDzd(perMetre, language)}/${SQUARE_METRE[language]}`;
}
