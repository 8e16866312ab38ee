/** A subscription_plans row as SubscriptionPlan. */
export const PLAN_JSON = `id, name, description_ar AS "descriptionAr", description_en AS "descriptionEn", price::text AS price, duration,
  listing_limit AS "listingLimit", can_feature AS "canFeature", popular, features, is_active AS "isActive"`;

/** The plans in the order they are sold: cheapest first. */
export const PLANS_ORDER = `ORDER BY price, id`;
