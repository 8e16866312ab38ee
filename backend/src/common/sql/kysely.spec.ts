import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { db } from './kysely.js';
import { containsPattern } from './like.js';

describe('the SQL builder', () => {
  it('numbers every value as a parameter, whatever the filters present', () => {
    const words = ['villa', '50%_off'];
    let query = db.selectFrom('legal_advisors as a').select(['a.id']).where('a.deleted_at', 'is', null);
    for (const word of words) query = query.where('a.search_text', 'like', containsPattern(word));
    const { sql: text, parameters } = query.where('a.commune', '=', 'مسعد').limit(20).offset(40).compile();
    expect(text).toBe(
      'select "a"."id" from "legal_advisors" as "a" where "a"."deleted_at" is null and "a"."search_text" like $1 and "a"."search_text" like $2 and "a"."commune" = $3 limit $4 offset $5',
    );
    expect(parameters).toEqual(['%villa%', '%50\\%\\_off%', 'مسعد', 20, 40]);
  });

  it('keeps a hand-written fragment parameterised too', () => {
    const { sql: text, parameters } = db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql<boolean>`lower(email) = lower(${'A@B.dz'})`)
      .compile();
    expect(text).toBe('select count(*)::int as "n" from "users" where lower(email) = lower($1)');
    expect(parameters).toEqual(['A@B.dz']);
  });
});
