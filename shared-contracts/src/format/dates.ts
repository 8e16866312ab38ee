import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/ar-dz.js';
import { DAYJS_LOCALE, type Language } from '../i18n/language.js';

dayjs.extend(utc);

/**
 * Algeria keeps UTC+1 all year (no summer time since 1981): a day is the day it is in Djelfa, the
 * same for the portal (which runs in UTC) and for any visitor's browser, so a drawn date and its
 * hydrated copy agree (docs/architecture.md §2). A fixed offset, not dayjs's timezone plugin: that
 * one asks Intl, whose first date format costs 18–35 ms of ICU set-up on a page being hydrated.
 */
const ALGERIA_UTC_OFFSET_MINUTES = 60;

/**
 * A day in the page's language, in Algeria's time: "24 نوفمبر 2026" / "24 November 2026", with
 * the Algerian month names and Western digits (dayjs's `ar-dz`, docs/architecture.md §4).
 */
export const formatDay = (iso: string, language: Language): string => dayjs.utc(iso).utcOffset(ALGERIA_UTC_OFFSET_MINUTES).locale(DAYJS_LOCALE[language]).format('D MMMM YYYY');

/** Algerian Arabic writes Western digits (docs/architecture.md §1), which `ar-DZ` does by default, unlike `ar`. */
const RELATIVE_LOCALES: Record<Language, string> = { ar: 'ar-DZ', en: 'en-GB' };

/**
 * How long ago, the way: under an hour in minutes, under a day in hours, else days,
 * in the language's own plural forms.
 */
export function formatAgo(iso: string, language: Language, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  const relative = new Intl.RelativeTimeFormat(RELATIVE_LOCALES[language], { numeric: 'auto' });
  if (minutes < 60) return relative.format(-minutes, 'minute');
  if (minutes < 24 * 60) return relative.format(-Math.floor(minutes / 60), 'hour');
  return relative.format(-Math.floor(minutes / (24 * 60)), 'day');
}
