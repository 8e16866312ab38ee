import type { PropertyDetail } from './property.js';
import type { DecimalString, IsoDateString } from './scalars.js';

/** What changed since the listing was saved: cheaper, closed, or off the site for another reason. */
export type FavoriteNotice = 'price-dropped' | 'sold' | 'rented' | 'unavailable' | null;

/** GET /api/user/favorites: a saved listing as it is now, and as it was when saved. */
export interface FavoriteListing {
  property: PropertyDetail;
  savedAt: IsoDateString;
  /** Its price in dinars when saved. */
  savedPriceDzd: DecimalString;
  notice: FavoriteNotice;
}

/** POST /api/user/favorites/merge: the favourites a visitor saved in this browser before signing in. */
export interface FavoritesMerge {
  ids: number[];
}

/** The most listings an account keeps saved. */
export const MAX_FAVORITES = 500;
export const FAVORITES_PATH = '/api/user/favorites';
export const FAVORITE_IDS_PATH = '/api/user/favorites/ids';
