import type { SubscriptionPlanName } from '../reference/subscription-plans.js';
import type { Language } from '../i18n/language.js';
import type { User, UserRole } from './user.js';

/** PUT /api/admin/users/{id}/toggle: the state to set, not a flip, so a repeated call is harmless. */
export interface UserToggleRequest {
  active: boolean;
}

/** PUT /api/admin/advisors/{id}/verify: the state to set, for the same reason. */
export interface AdvisorVerifyRequest {
  verified: boolean;
}

/** GET /api/admin/users: an account with what the users table shows beside it. */
export interface AdminUser extends User {
  /** Every listing of theirs, whatever its state. */
  listingsCount: number;
}

/** PUT /api/admin/users/{id}/role. An admin cannot change their own role. */
export interface UserRoleChange {
  role: UserRole;
}

/** PUT /api/admin/users/{id}/plan: a paid plan until `expiresAt`, or the free plan (expiresAt null). */
export interface UserPlanChange {
  plan: SubscriptionPlanName;
  expiresAt: string | null;
}

/** POST /api/admin/users: an account the admin opens; the person sets the password from the invitation mail. */
export interface UserInvitation {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  language: Language;
}
