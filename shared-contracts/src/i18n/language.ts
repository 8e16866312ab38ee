/** The two languages of the site; Arabic is the default and reads right to left (SPEC §1). */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** The one localStorage key that holds the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'djelfa-estates.language';

/** Any stored value other than `ar` or `en` (missing, empty, `fr`, `AR`…) means Arabic. */
export function resolveLanguage(stored: unknown): Language {
  return stored === 'en' || stored === 'ar' ? stored : DEFAULT_LANGUAGE;
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** dayjs locale names for each language (ARCHITECTURE.md §1: `ar-dz`, `en`). */
export const DAYJS_LOCALE: Record<Language, string> = { ar: 'ar-dz', en: 'en' };
