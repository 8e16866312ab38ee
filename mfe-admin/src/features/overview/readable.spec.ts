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
