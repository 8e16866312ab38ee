import { formatAmount, type Language } from 'shared-contracts';

// What Intl's unit formats write ('ar-DZ-u-nu-latn' and 'en'; readable.spec.ts holds them
// together), without them: the first unit format of a page sets up ICU's unit data, a task of
// 30–40 ms in the back office's first render on our 2-core machine (README "Signed-in pages
// measured signed in"). The plural category is still the language's own
// (Intl.PluralRules: well under a millisecond).

const BYTE_UNITS: Record<Language, readonly string[]> = {
  ar: ['بايت', 'كيلوبايت', 'م.ب', 'غ.ب', 'تيرابايت'],
  en: ['byte', 'kB', 'MB', 'GB', 'TB'],
};

type DurationUnit = 'day' | 'hour' | 'minute';
/** The unit in each plural form; `{n}` is the figure, left out where the word says it (Arabic's one and two). */
const DURATION_UNITS: Record<Language, Record<DurationUnit, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>> = {
  ar: {
    day: { one: 'يوم', two: 'يومان', few: '{n} أيام', many: '{n} يومًا', other: '{n} يوم' },
    hour: { one: 'ساعة', two: 'ساعتان', few: '{n} ساعات', many: '{n} ساعة', other: '{n} ساعة' },
    minute: { one: 'دقيقة', two: 'دقيقتان', few: '{n} دقائق', many: '{n} دقيقة', other: '{n} دقيقة' },
  },
  en: {
    day: { one: '{n} day', other: '{n} days' },
    hour: { one: '{n} hour', other: '{n} hours' },
    minute: { one: '{n} minute', other: '{n} minutes' },
  },
};

/** Algerian Arabic's plural forms are `ar-DZ`'s. */
const PLURAL_LOCALES: Record<Language, string> = { ar: 'ar-DZ', en: 'en' };
const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/** A figure with one decimal at most, grouped by thousands: "1,234.5"; in Arabic with the Algerian separators, "1.234,5". */
function figure(value: number, language: Language): string {
  // Rounded half up from the figure's shortest decimal writing, as Intl rounds: 1.15 → 1.2, where
  // toFixed would round the binary 1.149999… down.
  const written = formatAmount(Math.round(Number(`${value}e1`)) / 10);
  return language === 'ar' ? written.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.')) : written;
}

/** 1536 → "1.5 kB", in the page's language. */
export function readableBytes(bytes: number, language: Language): string {
  const units = BYTE_UNITS[language];
  let power = Math.min(units.length - 1, Math.max(0, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024))));
  // 1,048,575 bytes are 1,023.999 kB: shown rounded, that is 1 MB, not "1,024 kB".
  if (power < units.length - 1 && Math.round((bytes / 1024 ** power) * 10) / 10 >= 1024) power += 1;
  return `${figure(bytes / 1024 ** power, language)} ${units[power]}`;
}

/** Seconds as days, hours and minutes ("1 day 3 hours 5 minutes", "يوم و3 ساعات و5 دقائق"). */
export function readableDuration(seconds: number, language: Language): string {
  const parts = [
    { unit: 'day' as const, value: Math.floor(seconds / 86_400) },
    { unit: 'hour' as const, value: Math.floor((seconds % 86_400) / 3_600) },
    { unit: 'minute' as const, value: Math.floor((seconds % 3_600) / 60) },
  ].filter(({ value }, index, all) => value > 0 || (index === all.length - 1 && all.every((part) => part.value === 0)));
  const rules = (pluralRules[language] ??= new Intl.PluralRules(PLURAL_LOCALES[language]));
  const words = parts.map(({ unit, value }) => {
    const forms = DURATION_UNITS[language][unit];
    return (forms[rules.select(value)] ?? forms.other).replace('{n}', figure(value, language));
  });
  return words.join(language === 'ar' ? ' و' : ' ');
}
