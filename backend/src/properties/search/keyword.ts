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

/** A word this short is looked for where a word of the text starts, not inside one ("f3" must not find "rf3"). */
const MIN_INFIX_LETTERS = 3;

const isInfix = (word: string): boolean => [...word].length >= MIN_INFIX_LETTERS;

/**
 * What wordCondition asks of a text, asked of one of its space-separated words: a keyword's
 * word (never a space in it) can only occur inside one of them. The search index's rule.
 */
export const tokenTest = (word: string): ((token: string) => boolean) => (isInfix(word) ? (token) => token.includes(word) : (token) => token.startsWith(word));

/**
 * `column` holds `word`: anywhere in it, or, for a word too short for trigrams ("f3", "حي"), at the
 * start of one of its words, which the trigram index answers (trigrams "  f", " f3"). A regular
 * expression rather than two LIKEs joined by OR: the planner sent one of those to another index.
 * Words of `column` are separated by single spaces.
 */
export function wordCondition(column: Expression<string>, word: string): Expression<SqlBool> {
  if (isInfix(word)) return sql<SqlBool>`${column} LIKE ${containsPattern(word)}`;
  return sql<SqlBool>`${column} ~ ${`(^| )${word.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')}`}`;
}
