/**
 * Text put into a LIKE or ILIKE pattern with its own % _ and \ taken literally (\ is PostgreSQL's
 * escape character for LIKE by default): what a visitor types is never a wildcard.
 */
export function literalInLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern matching `text` anywhere. */
export const containsPattern = (text: string): string => `%${literalInLike(text)}%`;

/** A LIKE pattern matching what starts with `text`. */
export const startsWithPattern = (text: string): string => `${literalInLike(text)}%`;
