import { describe, expect, it } from '@jest/globals';
import { isNewMember, NEW_MEMBER_DAYS } from './new-member.js';

const now = Date.parse('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000);

describe('isNewMember', () => {
  it('holds for an account younger than the new-member days, to the millisecond, and never for staff', () => {
    expect(isNewMember({ role: 'user', createdAt: daysAgo(NEW_MEMBER_DAYS - 0.001) }, now)).toBe(true);
    expect(isNewMember({ role: 'user', createdAt: daysAgo(NEW_MEMBER_DAYS) }, now)).toBe(false);
    expect(isNewMember({ role: 'user', createdAt: daysAgo(NEW_MEMBER_DAYS).toISOString() }, now)).toBe(false);
    expect(isNewMember({ role: 'moderator', createdAt: daysAgo(1) }, now)).toBe(false);
    expect(isNewMember({ role: 'admin', createdAt: daysAgo(1) }, now)).toBe(false);
  });
});
