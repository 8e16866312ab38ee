/** Featuring a listing with reward points (POST /api/properties/{id}/boost): its price and how long it lasts. */
export const LISTING_BOOST = { points: 300, days: 7 } as const;

/** Points a member's first published listing with enough photos earns, once. */
export const FIRST_LISTING_PHOTOS = { points: 100, photos: 5 } as const;

/** POST /api/properties/{id}/boost answers when the listing stops being featured. */
export interface ListingBoost {
  featuredUntil: string;
  rewardPoints: number;
}
