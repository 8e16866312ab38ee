import type { PropertySearchQuery, PropertySort } from 'shared-contracts';
import { PUBLIC_LISTING_SQL } from '../listing-visibility.js';
import { wordCondition } from './keyword.js';
import { CURSOR_COLUMNS, type SearchCursor } from './search-cursor.js';
import { listingKeywordWords } from './search-text.js';

/** The filters of a search, without its order and page. */
export type SearchFilters = Omit<PropertySearchQuery, 'sort' | 'page' | 'pageSize' | 'after'>;

/** A WHERE clause on the alias `p` and its positional parameters ($1 …). */
export interface Where {
  sql: string;
  params: unknown[];
}

/** The public search; prices compare dinars, and every word of the keyword must occur. */
export function searchWhere(filters: SearchFilters): Where {
  const params: unknown[] = [];
  const bind = (value: unknown): string => `$${params.push(value)}`;
  const conditions = [PUBLIC_LISTING_SQL];
  const { commune, propertyType, purpose, document, minPrice, maxPrice } = filters;
  if (commune) conditions.push(`p.commune = ${bind(commune)}`);
  if (propertyType) conditions.push(`p.property_type = ${bind(propertyType)}`);
  if (purpose) conditions.push(`p.price_type = ${bind(purpose)}`);
  if (document) conditions.push(`p.ownership_document = ${bind(document)}`);
  if (minPrice !== undefined) conditions.push(`p.price_dzd >= ${bind(minPrice)}`);
  if (maxPrice !== undefined) conditions.push(`p.price_dzd <= ${bind(maxPrice)}`);
  if (filters.featured) conditions.push('p.is_featured');
  // LIKE, not ILIKE: both sides are already lower-cased by normalizeForSearch, and folding the
  // case of every candidate row again made counting a common word 2.5 times slower.
  for (const word of listingKeywordWords(filters.keyword)) conditions.push(wordCondition('p.search_text', word, bind));
  return { sql: conditions.join(' AND '), params };
}

const SORT_COLUMN: Record<PropertySort, string> = { latest: 'p.created_at', 'price-asc': 'p.price_dzd', 'price-desc': 'p.price_dzd', views: 'p.view_count' };
const AFTER: Record<PropertySort, '<' | '>'> = { latest: '<', 'price-asc': '>', 'price-desc': '<', views: '<' };

/** The listings after a cursor in its sort: one row comparison, which the sort's index answers. */
export function afterCursor({ sort, value, id }: SearchCursor, bind: (value: unknown) => string): string {
  return `(${SORT_COLUMN[sort]}, p.id) ${AFTER[sort]} (${bind(value)}::${CURSOR_COLUMNS[sort].cast}, ${bind(id)})`;
}

/** Each sort with the id as tie-break, in the column order of its index. */
export const ORDER_BY: Record<PropertySort, string> = {
  latest: 'p.created_at DESC, p.id DESC',
  'price-asc': 'p.price_dzd ASC, p.id ASC',
  'price-desc': 'p.price_dzd DESC, p.id DESC',
  views: 'p.view_count DESC, p.id DESC',
};
