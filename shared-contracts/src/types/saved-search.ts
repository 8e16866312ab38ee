import type { PropertySearchQuery } from './property-search.js';

/** How often new matches are emailed: at once (within minutes), once a day, or never (the dashboard still counts them). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The filters a saved search keeps: the search page's, without its order and page. */
export type SavedSearchFilters = Pick<PropertySearchQuery, 'keyword' | 'commune' | 'propertyType' | 'purpose' | 'document' | 'minPrice' | 'maxPrice'>;

/** POST /api/user/saved-searches. */
export interface SavedSearchRequest {
  name: string;
  filters: SavedSearchFilters;
  frequency: AlertFrequency;
}

/** GET /api/user/saved-searches. */
export interface SavedSearch extends SavedSearchRequest {
  id: number;
  /** Public listings published since the user last opened this search. */
  newMatches: number;
  createdAt: string;
}

/** PATCH /api/user/saved-searches/{id}. */
export type SavedSearchUpdate = Partial<Pick<SavedSearchRequest, 'name' | 'frequency'>>;

/** The most searches an account keeps. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCHES_PATH = '/api/user/saved-searches';
