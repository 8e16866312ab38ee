import { apiPage, searchApiQuery, type ApiPage, type PropertyCard } from 'shared-contracts';
import type { SearchState } from './search-url';

type ResultsKey = readonly [url: string, kind: 'page'];

/** The SWR key of a result page: its API URL, marked apart from a plain GET of the same URL. */
export function resultsKey({ filters, sort, page }: SearchState): ResultsKey {
  const query = searchApiQuery(filters, sort, page);
  return [query ? `/api/properties?${query}` : '/api/properties', 'page'];
}

export const fetchResults = ([url]: ResultsKey): Promise<ApiPage<PropertyCard>> => apiPage<PropertyCard>(url);
