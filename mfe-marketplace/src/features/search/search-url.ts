import { PROPERTY_SORTS, filtersToQuery, formatBbox, parseBbox, queryToFilters, type BoundingBox, type PropertySort, type SearchFilters } from 'shared-contracts';

/**
 * Everything a /search URL says: the filters, the sort and the page, the map's area (`bbox`) and
 * whether the results are shown on the map (`view=map`), so that a result page, or a map search,
 * is a link.
 */
export interface SearchState {
  filters: SearchFilters;
  sort: PropertySort;
  page: number;
  /** Only listings shown inside this box ("Search this area"); null: anywhere. */
  bbox: BoundingBox | null;
  /** The Map layout: chosen by the URL, so that it can be shared; the other layouts are a remembered preference. */
  map: boolean;
}

const isSort = (value: string | null): value is PropertySort => PROPERTY_SORTS.includes(value as PropertySort);

/** The state of a /search query string; anything unreadable falls back to its default. */
export function readSearchUrl(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const bbox = params.get('bbox');
  return {
    filters: queryToFilters(params),
    sort: isSort(sort) ? sort : 'latest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    bbox: bbox === null ? null : parseBbox(bbox),
    map: params.get('view') === 'map',
  };
}

/** The query string of a state, holding only what differs from the defaults. */
export function writeSearchUrl({ filters, sort, page, bbox, map }: SearchState): string {
  const params = new URLSearchParams(filtersToQuery(filters));
  if (bbox) params.set('bbox', formatBbox(bbox));
  if (sort !== 'latest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  if (map) params.set('view', 'map');
  return params.toString();
}
