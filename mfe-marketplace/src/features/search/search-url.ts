import { PROPERTY_SORTS, filtersToQuery, queryToFilters, type PropertySort, type SearchFilters } from 'shared-contracts';

/** Everything a /search URL says: the filters, and the sort and page, so that a result page is a link. */
export interface SearchState {
  filters: SearchFilters;
  sort: PropertySort;
  page: number;
}

const isSort = (value: string | null): value is PropertySort => PROPERTY_SORTS.includes(value as PropertySort);

/** The state of a /search query string; anything unreadable falls back to its default. */
export function readSearchUrl(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    filters: queryToFilters(params),
    sort: isSort(sort) ? sort : 'latest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a state, holding only what differs from the defaults. */
export function writeSearchUrl({ filters, sort, page }: SearchState): string {
  const params = new URLSearchParams(filtersToQuery(filters));
  if (sort !== 'latest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}
