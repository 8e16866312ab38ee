import type { ReferenceItem } from './reference-item.js';

/** What a suggestion is about (the My Suggestions form). */
export const SUGGESTION_CATEGORIES = [
  { value: 'feature', ar: 'ميزة جديدة', en: 'New feature' },
  { value: 'improvement', ar: 'تحسين', en: 'Improvement' },
  { value: 'bug', ar: 'الإبلاغ عن خلل', en: 'Bug report' },
  { value: 'ui', ar: 'واجهة المستخدم', en: 'User interface' },
  { value: 'other', ar: 'أخرى', en: 'Other' },
] as const satisfies readonly ReferenceItem[];

export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number]['value'];

export const SUGGESTION_PRIORITIES = [
  { value: 'low', ar: 'منخفضة', en: 'Low' },
  { value: 'medium', ar: 'متوسطة', en: 'Medium' },
  { value: 'high', ar: 'عالية', en: 'High' },
] as const satisfies readonly ReferenceItem[];

export type SuggestionPriority = (typeof SUGGESTION_PRIORITIES)[number]['value'];

/** A suggestion sent without a priority is of medium priority. */
export const DEFAULT_SUGGESTION_PRIORITY: SuggestionPriority = 'medium';
