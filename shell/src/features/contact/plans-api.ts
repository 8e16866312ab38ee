import { apiRequest, type SubscriptionPlan } from 'shared-contracts';

/** The plans as sold now: the Quick Help's answer about fees. */
export const fetchPlans = (url: string) => apiRequest<SubscriptionPlan[]>(url);
