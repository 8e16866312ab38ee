import type { Language } from '../i18n/language.js';

/** A listing's (or article's) title in the visitor's language; a missing English one falls back to the Arabic (SPEC §3). */
export const localTitle = (item: { title: string; titleEn: string | null }, language: Language): string => (language === 'en' && item.titleEn) || item.title;
