import type { ReferenceItem } from './reference-item.js';

/** What a listing offers (priceType and the search "purpose" filter). */
export const PURPOSES = [
  { value: 'sale', ar: 'بيع', en: 'Sale' },
  { value: 'rent', ar: 'كراء', en: 'Rent' },
  { value: 'exchange', ar: 'تبادل', en: 'Exchange' },
] as const satisfies readonly ReferenceItem[];

export type Purpose = (typeof PURPOSES)[number]['value'];

/** The save payload defaults to sale. */
export const DEFAULT_PURPOSE: Purpose = 'sale';
