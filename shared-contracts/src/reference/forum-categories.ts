import type { ReferenceItem } from './reference-item.js';

/** Forum categories; language-neutral codes, as for blog categories. */
export const FORUM_CATEGORIES = [
  { value: 'investment', ar: 'استثمار', en: 'Investment' },
  { value: 'legal', ar: 'شؤون قانونية', en: 'Legal' },
  { value: 'market_analysis', ar: 'تحليل السوق', en: 'Market Analysis' },
  { value: 'construction', ar: 'البناء والتشييد', en: 'Construction' },
  { value: 'general', ar: 'نقاش عام', en: 'General' },
  { value: 'tips_advice', ar: 'نصائح وإرشادات', en: 'Tips & Advice' },
] as const satisfies readonly ReferenceItem[];

export type ForumCategory = (typeof FORUM_CATEGORIES)[number]['value'];
