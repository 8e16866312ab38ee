import type { SubscriptionPlanName } from '../reference/subscription-plans.js';
import type { DecimalString, Id, IsoDateString } from './scalars.js';

/**
 * A subscription plan row as the API returns it. Names, prices, limits and feature texts
 * also exist as SUBSCRIPTION_PLANS, which the server seeds this table from.
 */
export interface SubscriptionPlan {
  id: Id;
  name: SubscriptionPlanName;
  description: string | null;
  /** DZD per period. */
  price: DecimalString;
  /** Days one payment covers: 30 for the monthly plans, 0 for the free plan, which never expires. */
  duration: number;
  /** Feature texts in English; the Arabic ones are in SUBSCRIPTION_PLANS. */
  features: string[];
  isActive: boolean;
  createdAt: IsoDateString;
}
