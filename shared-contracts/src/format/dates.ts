import type { Language } from '../i18n/language.js';

/**
 * Locales for dates: Algerian Arabic writes Western digits (docs/architecture.md §1: Western digits in
 * both languages), which `ar-DZ` does by default, unlike `ar`.
 */
const LOCALES: Record<Language, string> = { ar: 'ar-DZ', en: 'en-GB' };

/** A day in the page's language: "24 نوفمبر 2026" / "24 November 2026". */
export const formatDay = (iso: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/**
 * How long ago, the way: under an hour in minutes, under a day in hours, else days,
 * in the language's own plural forms.
 */
export function formatAgo(iso: string, language: Language, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  const relative = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
  if (minutes < 60) return relative.format(-minutes, 'minute');
  if (minutes < 24 * 60) return relative.format(-Math.floor(minutes / 60), 'hour');
  return relative.format(-Math.floor(minutes / (24 * 60)), 'day');
}
