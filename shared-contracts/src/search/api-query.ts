import { DEFAULT_PAGE_SIZE, type PropertySort } from '../types/property-search.js';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, choiceQuery, type SearchFilters } from './filters.js';
import { priceRangeBounds } from './price-range.js';

/**
 * GET /api/properties's query for what the search page shows: the filters of the /search URL
 * (format), a sort and a page. A price bracket and the slider narrow each other; only
 * what differs from the defaults is sent, so equal searches share one cache entry.
 */
export function searchApiQuery(filters: SearchFilters, sort: PropertySort = 'latest', page = 1, pageSize = DEFAULT_PAGE_SIZE): string {
  const query = choiceQuery(filters);
  const bracket = filters.priceRange === 'all' ? { min: PRICE_SLIDER_MIN, max: Number.POSITIVE_INFINITY } : priceRangeBounds(filters.priceRange);
  const min = Math.max(filters.minPrice, bracket.min);
  // The slider's top means "no upper bound": a villa at 25 million is not excluded by it.
  const max = Math.min(filters.maxPrice < PRICE_SLIDER_MAX ? filters.maxPrice : Number.POSITIVE_INFINITY, bracket.max);
  if (min > PRICE_SLIDER_MIN) query.set('minPrice', String(min));
  if (Number.isFinite(max)) query.set('maxPrice', String(max));
  if (sort !== 'latest') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(pageSize));
  return query.toString();
}
