import type { UserRole } from '../types/user.js';
import { can } from './permissions.js';

/** An account younger than this is a new member: its links are not followed, its forum topics capped, its posts badged. */
export const NEW_MEMBER_DAYS = 14;

const DAY_MS = 86_400_000;

/** The one new-member rule (staff never are new members); the forum's SQL states it the same way. */
export const isNewMember = (account: { role: UserRole; createdAt: Date | string }, now = Date.now()): boolean =>
  !can(account.role, 'moderation.manage') && now - new Date(account.createdAt).getTime() < NEW_MEMBER_DAYS * DAY_MS;
