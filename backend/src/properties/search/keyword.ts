import { normalizeForSearch } from 'shared-contracts';

/** More words than this add nothing but work: each one is a condition on every candidate row. */
export const MAX_KEYWORD_WORDS = 8;

/** The distinct normalised words of a keyword; each must occur in a listing's search_text. */
export function keywordWords(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const words = normalizeForSearch(keyword).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_KEYWORD_WORDS);
}

/** A LIKE pattern matching `word` anywhere, its own % _ and \ taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, '\\$&')}%`;
}
