import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { PropertySearchQuery } from 'shared-contracts';
import type { DB } from '../../database/schema.js';
import { fragment } from '../../common/sql/kysely.js';
import { PUBLIC_LISTING_SQL } from '../listing-visibility.js';
import { wordCondition } from './keyword.js';
import { listingKeywordWords } from './search-text.js';

/**
 * The filters of a search, without its order and page, nor the map's box: the index alone
 * answers a box (IndexQuery), and a saved search keeps no area.
 */
export type SearchFilters = Omit<PropertySearchQuery, 'sort' | 'page' | 'pageSize' | 'after' | 'bbox'>;

/** A query that reads listings as `p`. */
export type Listings = ExpressionBuilder<DB & { p: DB['properties'] }, 'p'>;

/** A condition on the listings `p`. */
export type ListingCondition = (eb: Listings) => Expression<SqlBool>;

/**
 * The public search; prices compare dinars, and every word of the keyword must occur. The public
 * rule and `is_featured` stay literal SQL, never parameters: they are the predicates of the
 * partial search indexes, which a prepared statement's generic plan can only use when it sees them.
 */
export function searchWhere(filters: SearchFilters): ListingCondition {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [fragment<SqlBool>(PUBLIC_LISTING_SQL)];
    const { commune, propertyType, purpose, document, minPrice, maxPrice } = filters;
    if (commune) conditions.push(eb('p.commune', '=', commune));
    if (propertyType) conditions.push(eb('p.property_type', '=', propertyType));
    if (purpose) conditions.push(eb('p.price_type', '=', purpose));
    if (document) conditions.push(eb('p.ownership_document', '=', document));
    if (minPrice !== undefined) conditions.push(eb('p.price_dzd', '>=', String(minPrice)));
    if (maxPrice !== undefined) conditions.push(eb('p.price_dzd', '<=', String(maxPrice)));
    if (filters.featured) conditions.push(eb.ref('p.is_featured'));
    // LIKE, not ILIKE: both sides are already lower-cased by normalizeForSearch, and folding the
    // case of every candidate row again made counting a common word 2.5 times slower.
    for (const word of listingKeywordWords(filters.keyword)) conditions.push(wordCondition(eb.ref('p.search_text'), word));
    return eb.and(conditions);
  };
}
