import type { ReferenceItem } from './reference-item.js';

/**
 * Blog categories. Unlike communes, the value is a language-neutral code: the
 * label in either language comes from this list, so a post never needs a second
 * "categoryEn" column that could disagree with the first.
 */
export const BLOG_CATEGORIES = [
  { value: 'real_estate_tips', ar: 'نصائح عقارية', en: 'Real Estate Tips' },
  { value: 'market_analysis', ar: 'تحليل السوق', en: 'Market Analysis' },
  { value: 'legal_guide', ar: 'دليل قانوني', en: 'Legal Guide' },
  { value: 'investment', ar: 'استثمار', en: 'Investment' },
  { value: 'valuation', ar: 'تقييم العقارات', en: 'Valuation' },
  { value: 'technology', ar: 'تكنولوجيا', en: 'Technology' },
] as const satisfies readonly ReferenceItem[];

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['value'];
