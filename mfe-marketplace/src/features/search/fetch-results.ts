import { apiPage, formatBbox, searchApiQuery, type ApiPage, type PropertyCard, type BoundingBox } from 'shared-contracts';
import type { SearchState } from './search-url';

type ResultsKey = readonly [url: string, kind: 'page'];

/** The filters' query with the map's area, when there is one: the same for the list and the map. */
export function withBbox(query: string, bbox: BoundingBox | null): string {
  if (!bbox) return query;
  const params = new URLSearchParams(query);
  params.set('bbox', formatBbox(bbox));
  return params.toString();
}

/** The SWR key of a result page: its API URL, marked apart from a plain GET of the same URL. */
export function resultsKey({ filters, sort, page, bbox }: SearchState): ResultsKey {
  const query = withBbox(searchApiQuery(filters, sort, page), bbox);
  return [query ? `/api/properties?${query}` : '/api/properties', 'page'];
}

export const fetchResults = ([url]: ResultsKey): Promise<ApiPage<PropertyCard>> => apiPage<PropertyCard>(url);
