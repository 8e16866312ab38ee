import type { ReferenceItem } from './reference-item.js';

/** The kind of backing offered through the Support Me form (SPEC §3). */
export const INVESTMENT_TYPES = [
  { value: 'seed', ar: 'تمويل أولي', en: 'Seed funding' },
  { value: 'series_a', ar: 'جولة التمويل الأولى (Series A)', en: 'Series A' },
  { value: 'partnership', ar: 'شراكة', en: 'Partnership' },
  { value: 'sponsorship', ar: 'رعاية', en: 'Sponsorship' },
] as const satisfies readonly ReferenceItem[];

export type InvestmentType = (typeof INVESTMENT_TYPES)[number]['value'];
