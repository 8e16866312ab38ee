import { DEFAULT_FILTERS, filtersToQuery, type PropertyDetail } from 'shared-contracts';

/** /search with only these filters, in the URL format the search page reads. */
export function searchHref(filters: Partial<Pick<PropertyDetail, 'commune' | 'propertyType'>>): string {
  const query = filtersToQuery({ ...DEFAULT_FILTERS, commune: filters.commune ?? 'all', propertyType: filters.propertyType ?? 'all' });
  return query ? `/search?${query}` : '/search';
}
