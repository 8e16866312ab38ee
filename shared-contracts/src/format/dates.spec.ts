import { describe, expect, it } from '@jest/globals';
import { formatAgo, formatDay } from './dates.js';

describe('dates in the page language', () => {
  it('writes a day with Western digits in both languages', () => {
    expect(formatDay('2026-11-24T10:00:00Z', 'en')).toBe('24 November 2026');
    expect(formatDay('2026-11-24T10:00:00Z', 'ar')).toMatch(/^24 نوفمبر 2026$/);
  });

  it('says how long ago in minutes, then hours, then days', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(formatAgo('2026-11-24T11:35:00Z', 'en', now)).toBe('25 minutes ago');
    expect(formatAgo('2026-11-24T07:00:00Z', 'en', now)).toBe('5 hours ago');
    expect(formatAgo('2026-11-21T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatAgo('2026-11-24T07:00:00Z', 'ar', now)).toMatch(/5 ساعات/);
  });
});
