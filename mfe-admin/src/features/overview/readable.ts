import type { Language } from 'shared-contracts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 1536 → "1.5 kB" (Intl's own unit names, in the page's language). */
export function readableBytes(bytes: number, language: Language): string {
  let power = Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024))));
  // 1,048,575 bytes are 1,023.999 kB: shown rounded, that is 1 MB, not "1,024 kB".
  if (power < UNITS.length - 1 && Math.round((bytes / 1024 ** power) * 10) / 10 >= 1024) power += 1;
  return new Intl.NumberFormat(language === 'ar' ? 'ar-DZ-u-nu-latn' : 'en', { style: 'unit', unit: UNITS[power], unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    bytes / 1024 ** power,
  );
}

/** Seconds as days, hours and minutes ("2 days, 3 hr, 5 min"). */
export function readableDuration(seconds: number, language: Language): string {
  const parts = [
    { unit: 'day', value: Math.floor(seconds / 86_400) },
    { unit: 'hour', value: Math.floor((seconds % 86_400) / 3_600) },
    { unit: 'minute', value: Math.floor((seconds % 3_600) / 60) },
  ].filter(({ value }, index, all) => value > 0 || (index === all.length - 1 && all.every((part) => part.value === 0)));
  const locale = language === 'ar' ? 'ar-DZ-u-nu-latn' : 'en';
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(
    parts.map(({ unit, value }) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)),
  );
}
