import { describe, expect, it } from '@jest/globals';
import { PUBLIC_LISTING_SQL as VISIBLE } from '../listing-visibility.js';
import { searchWhere } from './search-conditions.js';

describe('searchWhere', () => {
  it('is the visible listings alone without filters', () => {
    expect(searchWhere({})).toEqual({ sql: VISIBLE, params: [] });
  });

  it('binds each filter, prices in dinars, one LIKE per normalised keyword word', () => {
    const where = searchWhere({ commune: 'الجلفة', propertyType: 'شقة', purpose: 'rent', minPrice: 0, maxPrice: 40_000, featured: true, keyword: 'Villa  مُسْتَوْدَع' });
    expect(where.sql).toBe(
      `${VISIBLE} AND p.commune = $1 AND p.property_type = $2 AND p.price_type = $3 AND p.price_dzd >= $4 AND p.price_dzd <= $5 ` +
        'AND p.is_featured AND p.search_text LIKE $6 AND p.search_text LIKE $7',
    );
    expect(where.params).toEqual(['الجلفة', 'شقة', 'rent', 0, 40_000, '%villa%', '%مستودع%']);
  });

  it('looks for a word too short for trigrams at the start of a word, where the index finds it', () => {
    const where = searchWhere({ keyword: 'F3 villa' });
    expect(where.sql).toBe(`${VISIBLE} AND p.search_text ~ $1 AND p.search_text LIKE $2`);
    expect(where.params).toEqual(['(^| )f3', '%villa%']);
  });

  it('ignores featured=false and a blank keyword', () => {
    expect(searchWhere({ featured: false, keyword: '  ' })).toEqual({ sql: VISIBLE, params: [] });
  });
});
