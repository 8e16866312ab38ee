import { describe, expect, it } from '@jest/globals';
import { formatAgo, formatDay } from './dates.js';

describe('dates in the page language', () => {
  it('writes a day with Western digits in both languages', () => {
    expect(formatDay('2026-11-24T10:00:00Z', 'en')).toBe('24 November 2026');
    expect(formatDay('2026-11-24T10:00:00Z', 'ar')).toMatch(/^24 نوفمبر 2026$/);
    expect(formatDay('2026-06-05T10:00:00Z', 'ar')).toBe('5 جوان 2026');
  });

  it("writes the day it is in Algeria (UTC+1 all year), whatever this machine's time zone", () => {
    expect(formatDay('2026-11-24T23:30:00Z', 'en')).toBe('25 November 2026');
    expect(formatDay('2026-07-31T22:59:00Z', 'en')).toBe('31 July 2026');
    expect(formatDay('2026-07-31T23:00:00Z', 'en')).toBe('1 August 2026');
    expect(formatDay('2026-12-31T23:00:00.000Z', 'ar')).toBe('1 جانفي 2027');
  });

  it('says how long ago in minutes, then hours, then days', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(formatAgo('2026-11-24T11:35:00Z', 'en', now)).toBe('25 minutes ago');
    expect(formatAgo('2026-11-24T07:00:00Z', 'en', now)).toBe('5 hours ago');
    expect(formatAgo('2026-11-21T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatAgo('2026-11-24T07:00:00Z', 'ar', now)).toMatch(/5 ساعات/);
  });

  it('writes what Intl.RelativeTimeFormat writes in ar-DZ and en-GB, for every count a page shows', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const counts: [Intl.RelativeTimeFormatUnit, number, number][] = [
      ['minute', 0, 59],
      ['hour', 1, 23],
      ['day', 1, 999],
    ];
    for (const [language, locale] of [
      ['ar', 'ar-DZ'],
      ['en', 'en-GB'],
    ] as const) {
      const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      for (const [unit, from, to] of counts)
        for (let count = from; count <= to; count++) {
          const minutes = count * { minute: 1, hour: 60, day: 24 * 60 }[unit as 'minute' | 'hour' | 'day'];
          expect([language, unit, count, formatAgo(new Date(now - minutes * 60_000).toISOString(), language, now)]).toEqual([language, unit, count, intl.format(-count, unit)]);
        }
    }
  });

  it('groups thousands as the whole site does, in Arabic too (ar-DZ would write "1.500")', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const long = new Date(now - 1500 * 24 * 60 * 60_000).toISOString();
    expect(formatAgo(long, 'ar', now)).toBe('قبل 1,500 يوم');
    expect(formatAgo(long, 'en', now)).toBe('1,500 days ago');
  });
});
