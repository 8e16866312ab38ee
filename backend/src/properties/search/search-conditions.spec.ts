import { describe, expect, it } from '@jest/globals';
import { db } from '../../common/sql/kysely.js';
import { PUBLIC_LISTING_SQL as VISIBLE } from '../listing-visibility.js';
import { searchWhere, type SearchFilters } from './search-conditions.js';

/** The WHERE clause a search's filters make, as PostgreSQL receives it. */
function whereOf(filters: SearchFilters) {
  const { sql, parameters } = db.selectFrom('properties as p').select('p.id').where(searchWhere(filters)).compile();
  return { sql: sql.slice(sql.indexOf(' where ') + ' where '.length), params: parameters };
}

describe('searchWhere', () => {
  it('is the visible listings alone without filters, written out (the partial indexes must see it)', () => {
    expect(whereOf({})).toEqual({ sql: VISIBLE, params: [] });
  });

  it('binds each filter, prices in dinars, one LIKE per normalised keyword word', () => {
    const where = whereOf({ commune: 'الجلفة', propertyType: 'شقة', purpose: 'rent', minPrice: 0, maxPrice: 40_000, featured: true, keyword: 'Villa  مُسْتَوْدَع' });
    expect(where.sql).toBe(
      `(${VISIBLE} and "p"."commune" = $1 and "p"."property_type" = $2 and "p"."price_type" = $3 and "p"."price_dzd" >= $4 and "p"."price_dzd" <= $5 ` +
        'and "p"."is_featured" and "p"."search_text" LIKE $6 and "p"."search_text" LIKE $7)',
    );
    expect(where.params).toEqual(['الجلفة', 'شقة', 'rent', '0', '40000', '%villa%', '%مستودع%']);
  });

  it('looks for a word too short for trigrams at the start of a word, where the index finds it', () => {
    const where = whereOf({ keyword: 'F3 villa' });
    expect(where.sql).toBe(`(${VISIBLE} and "p"."search_text" ~ $1 and "p"."search_text" LIKE $2)`);
    expect(where.params).toEqual(['(^| )f3', '%villa%']);
  });

  it('ignores featured=false and a blank keyword', () => {
    expect(whereOf({ featured: false, keyword: '  ' })).toEqual({ sql: VISIBLE, params: [] });
  });
});
