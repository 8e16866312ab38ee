import type { Language } from '../i18n/language.js';

/**
 * The one language fallback of what members write in both languages: the English text for an
 * English reader when there is one (an empty one is none), else the Arabic, which is required.
 */
export const localText = <T extends string | null>(arabic: T, english: string | null | undefined, language: Language): string | T => (language === 'en' && english) || arabic;

/** A listing's (or article's) title in the reader's language. */
export const localTitle = (item: { title: string; titleEn: string | null }, language: Language): string => localText(item.title, item.titleEn, language);
