import { sql, type Expression, type SqlBool } from 'kysely';
import { normalizeForSearch } from 'shared-contracts';
import { containsPattern } from '../../common/sql/like.js';

/** More words than this add nothing but work: each one is a condition on every candidate row. */
export const MAX_KEYWORD_WORDS = 8;

/** The distinct normalised words of a keyword; each must occur in a listing's search_text. */
export function keywordWords(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const words = normalizeForSearch(keyword).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_KEYWORD_WORDS);
}

/** pg_trgm takes no trigram from inside a pattern of fewer letters, so its index cannot find one. */
const MIN_INFIX_LETTERS = 3;

/**
 * `column` holds `word`: anywhere in it, or, for a word too short for trigrams ("f3", "حي"), at the
 * start of one of its words, which the trigram index answers (trigrams "  f", " f3"). A regular
 * expression rather than two LIKEs joined by OR: the planner sent one of those to another index.
 * Words of `column` are separated by single spaces.
 */
export function wordCondition(column: Expression<string>, word: string): Expression<SqlBool> {
  if ([...word].length >= MIN_INFIX_LETTERS) return sql<SqlBool>`${column} LIKE ${containsPattern(word)}`;
  return sql<SqlBool>`${column} ~ ${`(^| )${word.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')}`}`;
}
