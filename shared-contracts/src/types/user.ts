import type { SubscriptionPlanName } from '../reference/subscription-plans.js';
import type { Id, IsoDateString } from './scalars.js';

/** `admin` is the only role the application checks for (SPEC §3, §6). */
export type UserRole = 'user' | 'admin';

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
  isActive: boolean;
  subscriptionPlan: SubscriptionPlanName;
  rewardPoints: number;
  createdAt: IsoDateString;
}
