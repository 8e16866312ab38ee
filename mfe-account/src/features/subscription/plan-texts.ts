import type { SubscriptionPlan } from 'shared-contracts';

/** Plans compared by price: an upgrade is to a dearer plan. */
export const isDearer = (plan: SubscriptionPlan, than: SubscriptionPlan | undefined): boolean => !than || Number(plan.price) > Number(than.price);
