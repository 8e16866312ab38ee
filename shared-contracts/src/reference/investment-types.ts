import type { ReferenceItem } from './reference-item.js';

/** The kind of backing offered through the Support Me form. */
export const INVESTMENT_TYPES = [
  { value: 'seed', ar: 'تمويل أولي', en: 'Seed funding' },
  { value: 'series_a', ar: 'جولة التمويل الأولى (Series A)', en: 'Series A' },
  { value: 'partnership', ar: 'شراكة', en: 'Partnership' },
  { value: 'sponsorship', ar: 'رعاية', en: 'Sponsorship' },
] as const satisfies readonly ReferenceItem[];

export type InvestmentType = (typeof INVESTMENT_TYPES)[number]['value'];

/** The three kinds of support the Support Me page offers as cards; the one chosen is sent with the form. */
export const SUPPORT_PLANS = [
  { value: 'bank_partnership', ar: 'شراكة بنكية', en: 'Bank partnership' },
  { value: 'investor_support', ar: 'دعم المستثمرين', en: 'Investor support' },
  { value: 'corporate_sponsor', ar: 'رعاية الشركات', en: 'Corporate sponsor' },
] as const satisfies readonly ReferenceItem[];

export type SupportPlan = (typeof SUPPORT_PLANS)[number]['value'];
