import type { Language } from '../i18n/language.js';

/** The site's name in each language: the tail of every page's <title>, the name of link previews. */
export const SITE_NAME: Record<Language, string> = { ar: 'عقارات الجلفة', en: 'Djelfa Estates' };

/** A page's <title>: its own name, then the site's; the site's alone when it has none. */
export const documentTitle = (title: string | undefined, language: Language): string => (title ? `${title} | ${SITE_NAME[language]}` : SITE_NAME[language]);

/** The company's published contact details (footer, contact and Support Me pages). */
export const SITE_CONTACT = {
  phone: '+213 27 87 00 00',
  email: 'contact@djelfa-estates.dz',
} as const;
