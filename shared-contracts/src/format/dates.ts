import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/ar-dz.js';
import { DAYJS_LOCALE, type Language } from '../i18n/language.js';
import { groupedNumber } from './grouped-number.js';

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

type AgoUnit = 'minute' | 'hour' | 'day';
/** A plural category of the language (Intl.PluralRules), or an exact number ("=1") that has words of its own. */
type AgoForm = Intl.LDMLPluralRule | `=${number}`;

/**
 * "N minutes, hours, days ago" in CLDR's words, as `Intl.RelativeTimeFormat(…, { numeric: 'auto' })`
 * writes them in `ar-DZ` and `en-GB` (a test holds them together), without it: its first use on a
 * page sets up ICU's number and relative-time data, 17–23 ms of one task in the middle of the
 * hydration of every page that shows a post's time (the forum, a topic, an article's comments).
 * The plural category is still the language's own (Intl.PluralRules: well under a millisecond).
 */
const AGO: Record<Language, Record<AgoUnit, Partial<Record<AgoForm, string>> & { other: string }>> = {
  ar: {
    minute: { '=0': 'هذه الدقيقة', '=1': 'قبل دقيقة واحدة', '=2': 'قبل دقيقتين', few: 'قبل {n} دقائق', many: 'قبل {n} دقيقة', other: 'قبل {n} دقيقة' },
    hour: { '=0': 'الساعة الحالية', '=1': 'قبل ساعة واحدة', '=2': 'قبل ساعتين', few: 'قبل {n} ساعات', many: 'قبل {n} ساعة', other: 'قبل {n} ساعة' },
    day: { '=0': 'اليوم', '=1': 'أمس', '=2': 'أول أمس', few: 'قبل {n} أيام', many: 'قبل {n} يومًا', other: 'قبل {n} يوم' },
  },
  en: {
    minute: { '=0': 'this minute', one: '{n} minute ago', other: '{n} minutes ago' },
    hour: { '=0': 'this hour', one: '{n} hour ago', other: '{n} hours ago' },
    day: { '=0': 'today', '=1': 'yesterday', other: '{n} days ago' },
  },
};

/** Algerian Arabic's plural forms are `ar-DZ`'s (docs/architecture.md §1). */
const PLURAL_LOCALES: Record<Language, string> = { ar: 'ar-DZ', en: 'en-GB' };
const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/**
 * How long ago, the way: under an hour in minutes, under a day in hours, else days,
 * in the language's own plural forms, the number written as the whole site writes figures.
 */
export function formatAgo(iso: string, language: Language, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  const [count, unit]: [number, AgoUnit] = minutes < 60 ? [minutes, 'minute'] : minutes < 24 * 60 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / (24 * 60)), 'day'];
  const words = AGO[language][unit];
  const rules = (pluralRules[language] ??= new Intl.PluralRules(PLURAL_LOCALES[language]));
  const pattern = words[`=${count}`] ?? words[rules.select(count)] ?? words.other;
  return pattern.replace('{n}', groupedNumber(count));
}
