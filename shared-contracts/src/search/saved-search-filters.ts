import type { SavedSearchFilters } from '../types/saved-search.js';
import { searchApiQuery } from './api-query.js';
import type { SearchFilters } from './filters.js';

const CHOICES = ['keyword', 'commune', 'propertyType', 'purpose', 'document'] as const;
const PRICES = ['minPrice', 'maxPrice'] as const;

/** What "Save this search" keeps: exactly what the page asks the API for (a price bracket as its bounds in dinars). */
export function savedSearchFilters(filters: SearchFilters): SavedSearchFilters {
  const query = new URLSearchParams(searchApiQuery(filters));
  const saved: Record<string, string | number> = {};
  for (const key of CHOICES) if (query.has(key)) saved[key] = query.get(key)!;
  for (const key of PRICES) if (query.has(key)) saved[key] = Number(query.get(key));
  return saved;
}

/** The /search address of a saved search, to open it again. */
export function savedSearchHref(filters: SavedSearchFilters): string {
  const query = new URLSearchParams();
  for (const key of [...CHOICES, ...PRICES]) if (filters[key] !== undefined) query.set(key, String(filters[key]));
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}
