import { describe, expect, it } from '@jest/globals';
import { formatAgo, formatDay } from 'shared-contracts';
import { clockOf, inboxTime, messageTime } from './message-time';

const NOW = Date.parse('2026-12-03T10:00:00.000Z');

describe('message times, in Algeria’s time (UTC+1)', () => {
  it('writes the hour as Djelfa reads it', () => {
    expect(clockOf('2026-12-03T07:05:00.000Z')).toBe('08:05');
    expect(clockOf('2026-12-02T23:30:00.000Z')).toBe('00:30');
  });

  it('gives the hour alone on the day it is, the day and the hour before', () => {
    // 23:30 UTC on the 2nd is already the 3rd in Djelfa.
    expect(messageTime('2026-12-02T23:30:00.000Z', 'en', NOW)).toBe('00:30');
    expect(messageTime('2026-12-02T22:30:00.000Z', 'en', NOW)).toBe(`${formatDay('2026-12-02T22:30:00.000Z', 'en')} 23:30`);
    expect(messageTime('2026-11-20T09:00:00.000Z', 'ar', NOW)).toBe(`${formatDay('2026-11-20T09:00:00.000Z', 'ar')} 10:00`);
  });

  it('says how long ago in the inbox within the week, the day after', () => {
    expect(inboxTime('2026-12-03T09:30:00.000Z', 'en', NOW)).toBe(formatAgo('2026-12-03T09:30:00.000Z', 'en', NOW));
    expect(inboxTime('2026-11-01T09:30:00.000Z', 'ar', NOW)).toBe(formatDay('2026-11-01T09:30:00.000Z', 'ar'));
  });
});
