import type { Language, PageMeta } from 'shared-contracts';
import { escapeHtml } from './social-meta.js';

/**
 * The page's <title> and description in the served HTML (replacing any given before): the Arabic (the site's default) in
 * the elements, the English beside it in data-en, which the pre-paint script (index.html) puts
 * in their place for a visitor who chose English, before anything is shown.
 */
export function withPageMeta(html: string, meta: Record<Language, PageMeta>): string {
  const { ar, en } = meta;
  return html
    .replace(/<title[^>]*>[^<]*<\/title>/, `<title data-en="${escapeHtml(en.title)}">${escapeHtml(ar.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"(?: data-en="[^"]*")?\s*\/?>/,
      `<meta name="description" content="${escapeHtml(ar.description)}" data-en="${escapeHtml(en.description)}">`,
    );
}
