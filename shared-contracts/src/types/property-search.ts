import type { Commune } from '../reference/communes.js';
import type { OwnershipDocument } from '../reference/ownership-documents.js';
import type { PropertyType } from '../reference/property-types.js';
import type { Purpose } from '../reference/purposes.js';

/** The sort orders of GET /api/properties and the search page. */
export const PROPERTY_SORTS = ['latest', 'price-asc', 'price-desc', 'views'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** Listings per page when not asked otherwise, and the most one page may hold. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The last page any list serves: deeper than anyone reads, and a bound on the work one request asks for. */
export const MAX_PAGE = 10_000;

/**
 * GET /api/properties: every parameter optional. Prices are in DZD (price × unit); the keyword
 * is matched in both languages, Arabic-normalised. The answer is a JSON array of active
 * listings with their owners' contact (PropertyDetail[]), the total count in the `X-Total-Count` header.
 */
export interface PropertySearchQuery {
  keyword?: string;
  commune?: Commune;
  propertyType?: PropertyType;
  purpose?: Purpose;
  /** Only listings whose owner states this title deed. */
  document?: OwnershipDocument;
  minPrice?: number;
  maxPrice?: number;
  sort?: PropertySort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** Only featured listings (the home page's three). */
  featured?: boolean;
  /** Only listings shown inside this box: `minLng,minLat,maxLng,maxLat` (parseBbox). */
  bbox?: string;
  /**
   * The page after the one whose answer gave this cursor (`X-Next-Cursor`), in the same sort:
   * keyset paging, stable while listings are added. Instead of `page`.
   */
  after?: string;
}

/** The header holding the total of a paginated list (docs/architecture.md §1). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * A search counts its matches up to this many: beyond, the total says "at least" (`X-Total-Capped:
 * true`, shown as "1,000+"). Nobody pages through a thousand listings, and counting every match
 * of a broad search was the main cost of a search nobody had made before.
 */
export const SEARCH_TOTAL_CAP = 1000;
export const TOTAL_CAPPED_HEADER = 'X-Total-Capped';
/** The cursor of the next page of a search (its `after`), when there may be one. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
