import type { Language } from '../i18n/language.js';
import type { SubscriptionPlanName } from '../reference/subscription-plans.js';
import type { NotificationChoices } from './account-settings.js';
import type { Id, IsoDateString } from './scalars.js';

/** The roles, the one list (the API's validation, the admin area's choices, the database's check). What each may do: PERMISSIONS. */
export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * A user as the API returns it (GET /api/user, login, register, admin list). The password
 * hash never leaves the server, so this type has no password field at all: a response that
 * tried to include one would not match it.
 */
export interface User {
  id: Id;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  avatar: string | null;
  role: UserRole;
  /** An admin let this member write the blog (admins always may). */
  isBlogAuthor: boolean;
  isActive: boolean;
  subscriptionPlan: SubscriptionPlanName;
  rewardPoints: number;
  /** When the paid plan ends (the account returns to free); null on the free plan. */
  planExpiresAt: IsoDateString | null;
  /** A plan an admin's approval started that the member has not been told of yet (shown once, then cleared). */
  planNotice: SubscriptionPlanName | null;
  /** The account's language, applied at every sign-in on any device. */
  language: Language;
  notifications: NotificationChoices;
  /** Signing in asks for an authenticator app's code too. */
  twoFactor: boolean;
  /** The owner asked for the account's deletion: it happens then, unless cancelled before. */
  deletionScheduledAt: IsoDateString | null;
  createdAt: IsoDateString;
}
