import { describe, expect, it } from '@jest/globals';
import { readableBytes, readableDuration } from './readable';

describe('readableBytes', () => {
  it('picks the largest unit that keeps the figure at 1 or more, with one decimal at most', () => {
    expect(readableBytes(0, 'en')).toBe('0 byte');
    expect(readableBytes(1023, 'en')).toBe('1,023 byte');
    expect(readableBytes(1024, 'en')).toBe('1 kB');
    expect(readableBytes(1536, 'en')).toBe('1.5 kB');
    expect(readableBytes(5 * 1024 ** 2, 'en')).toBe('5 MB');
    expect(readableBytes(2.25 * 1024 ** 3, 'en')).toBe('2.3 GB');
    // Just under a megabyte rounds to one, in the next unit.
    expect(readableBytes(1024 ** 2 - 1, 'en')).toBe('1 MB');
  });

  it('stops at terabytes', () => {
    expect(readableBytes(1024 ** 5, 'en')).toBe('1,024 TB');
  });

  it('names the units in Arabic with Latin digits (the Algerian decimal comma)', () => {
    expect(readableBytes(1536, 'ar')).toBe('1,5 كيلوبايت');
    expect(readableBytes(1024 ** 4, 'ar')).toBe('1 تيرابايت');
    expect(readableBytes(0, 'ar')).toBe('0 بايت');
  });
});

describe('readableDuration', () => {
  it('says days, hours and minutes, leaving out the parts that are zero', () => {
    expect(readableDuration(86_400 + 3 * 3_600 + 5 * 60 + 59, 'en')).toBe('1 day 3 hours 5 minutes');
    expect(readableDuration(2 * 86_400, 'en')).toBe('2 days');
    expect(readableDuration(86_400 + 60, 'en')).toBe('1 day 1 minute');
  });

  it('says 0 minutes for an instance that has just started', () => {
    expect(readableDuration(0, 'en')).toBe('0 minutes');
    expect(readableDuration(59, 'en')).toBe('0 minutes');
  });

  it('joins the parts the Arabic way, with its singular and dual forms', () => {
    expect(readableDuration(86_400 + 3 * 3_600 + 5 * 60, 'ar')).toBe('يوم و3 ساعات و5 دقائق');
    expect(readableDuration(2 * 86_400, 'ar')).toBe('يومان');
    expect(readableDuration(0, 'ar')).toBe('0 دقيقة');
  });
});

describe('what Intl writes, without Intl', () => {
  const LOCALES = { ar: 'ar-DZ-u-nu-latn', en: 'en' } as const;
  const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  const intlBytes = (bytes: number, language: 'ar' | 'en') => {
    let power = Math.min(4, Math.max(0, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024))));
    if (power < 4 && Math.round((bytes / 1024 ** power) * 10) / 10 >= 1024) power += 1;
    const format = new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit: UNITS[power], unitDisplay: 'short', maximumFractionDigits: 1 });
    return format.format(bytes / 1024 ** power);
  };
  const intlDuration = (seconds: number, language: 'ar' | 'en') => {
    const parts = [
      { unit: 'day', value: Math.floor(seconds / 86_400) },
      { unit: 'hour', value: Math.floor((seconds % 86_400) / 3_600) },
      { unit: 'minute', value: Math.floor((seconds % 3_600) / 60) },
    ].filter(({ value }, index, all) => value > 0 || (index === all.length - 1 && all.every((part) => part.value === 0)));
    return new Intl.ListFormat(LOCALES[language], { style: 'narrow', type: 'unit' }).format(
      parts.map(({ unit, value }) => new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit, unitDisplay: 'long' }).format(value)),
    );
  };

  it.each(['ar', 'en'] as const)('writes sizes as Intl’s unit format does (%s)', (language) => {
    const sizes = [0, 1, 2, 999, 1000, 1023, 1024, 1536, 10_240, 1_048_575, 13_316_915, 5.8 * 1024 ** 2, 2.25 * 1024 ** 3, 1.15 * 1024 ** 4, 3 * 1024 ** 5];
    for (const bytes of sizes) expect(readableBytes(bytes, language)).toBe(intlBytes(bytes, language));
  });

  it.each(['ar', 'en'] as const)('writes durations as Intl’s unit and list formats do (%s)', (language) => {
    const figures = [0, 1, 2, 3, 10, 11, 23, 59, 99, 100, 101, 102, 103, 111, 1000];
    const durations = figures.flatMap((n) => [n * 60, n * 3_600, n * 86_400, n * 86_400 + (n % 24) * 3_600 + (n % 60) * 60]);
    for (const seconds of durations) expect(readableDuration(seconds, language)).toBe(intlDuration(seconds, language));
  });
});
