import { describe, expect, it } from '@jest/globals';
import { expiresAt, isExpired, needsRefresh, refreshInterval } from './session-clock.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const policy = { idleTimeoutMs: 7 * DAY, absoluteTimeoutMs: 30 * DAY };
const now = Date.UTC(2026, 10, 22, 12);

describe('session clock', () => {
  it('expires after the idle timeout since the last use, or the absolute timeout since the start', () => {
    const fresh = { createdAt: now - DAY, lastSeenAt: now - MINUTE };
    expect(isExpired(fresh, policy, now)).toBe(false);
    expect(isExpired({ ...fresh, lastSeenAt: now - 7 * DAY + 1 }, policy, now)).toBe(false);
    expect(isExpired({ ...fresh, lastSeenAt: now - 7 * DAY }, policy, now)).toBe(true);
    expect(isExpired({ createdAt: now - 30 * DAY, lastSeenAt: now }, policy, now)).toBe(true);
  });

  it('rewrites lastSeenAt after a twentieth of the idle timeout, never more often than a minute', () => {
    expect(refreshInterval(policy)).toBe((7 * DAY) / 20);
    expect(refreshInterval({ ...policy, idleTimeoutMs: 10 * MINUTE })).toBe(MINUTE);
    const times = { createdAt: now - DAY, lastSeenAt: now - (7 * DAY) / 20 + 1 };
    expect(needsRefresh(times, policy, now)).toBe(false);
    expect(needsRefresh({ ...times, lastSeenAt: now - (7 * DAY) / 20 }, policy, now)).toBe(true);
  });

  it('refreshes well within a short idle timeout', () => {
    expect(refreshInterval({ ...policy, idleTimeoutMs: MINUTE })).toBe(MINUTE / 2);
  });

  it('ends the cookie at the earlier of the two deadlines', () => {
    expect(expiresAt({ createdAt: now, lastSeenAt: now }, policy).getTime()).toBe(now + 7 * DAY);
    expect(expiresAt({ createdAt: now - 28 * DAY, lastSeenAt: now }, policy).getTime()).toBe(now + 2 * DAY);
  });
});
