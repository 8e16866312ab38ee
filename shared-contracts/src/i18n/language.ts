import { cookieValue } from '../http/cookies.js';

/** The two languages of the site; Arabic is the default and reads right to left. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** The one localStorage key that holds the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'djelfa-estates.language';

/**
 * The same choice in a cookie, kept in step with the storage on every page: the portal, which
 * cannot read the browser's storage, draws every page in that language alone.
 */
export const LANGUAGE_COOKIE = 'djelfa-estates.language';

/** The language a Cookie header names, or null when it names none (a first visit). */
export function languageOfCookie(header: string | undefined): Language | null {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return value === 'ar' || value === 'en' ? value : null;
}

/** Any stored value other than `ar` or `en` (missing, empty, `fr`, `AR`…) means Arabic. */
export function resolveLanguage(stored: unknown): Language {
  return stored === 'en' || stored === 'ar' ? stored : DEFAULT_LANGUAGE;
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** dayjs locale names for each language (docs/architecture.md §4: `ar-dz`, `en`). */
export const DAYJS_LOCALE: Record<Language, string> = { ar: 'ar-dz', en: 'en' };
