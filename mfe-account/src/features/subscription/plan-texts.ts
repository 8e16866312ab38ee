import { SUBSCRIPTION_PLANS, type Language, type SubscriptionPlan, type SubscriptionPlanName } from 'shared-contracts';

/** A plan's name in the reader's language. */
export const planLabel = (name: SubscriptionPlanName, language: Language): string => SUBSCRIPTION_PLANS.find(({ value }) => value === name)?.[language] ?? name;

/** Plans compared by price: an upgrade is to a dearer plan. */
export const isDearer = (plan: SubscriptionPlan, than: SubscriptionPlan | undefined): boolean => !than || Number(plan.price) > Number(than.price);
