import { RESERVED_BLOG_SLUGS } from 'shared-contracts';

const RESERVED = new Set(RESERVED_BLOG_SLUGS);
/** Long enough for a headline, short enough for a link in a message. */
const MAX_SLUG_LENGTH = 80;

/**
 * A readable slug in any script: letters and digits kept (Arabic ones too), Latin lower-cased,
 * everything else a single '-'. "دليل شراء شقة في الجلفة 2026!" → "دليل-شراء-شقة-في-الجلفة-2026".
 */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // diacritics and tatweel are not part of a word's spelling
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug && !RESERVED.has(slug) ? slug : `post-${slug || 'untitled'}`;
}

/** The first of slug, slug-2, slug-3… that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Could this be a slug at all? Longer than any (with room for the numbers), or holding a control character, it is not. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this test looks for
export const couldBeSlug = (text: string): boolean => text.length <= 120 && !/[\u0000-\u001f]/.test(text);
