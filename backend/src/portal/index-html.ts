import { createHash } from 'node:crypto';

/** Puts tags at the top of <head>'s resources: before the first script, style or link. */
export function injectIntoHead(html: string, tags: string): string {
  const at = html.search(/<(script|style|link)\b/i);
  const headEnd = html.indexOf('</head>');
  const index = at >= 0 && (headEnd < 0 || at < headEnd) ? at : headEnd;
  if (index < 0) throw new Error('index.html has no <head>');
  return html.slice(0, index) + tags + html.slice(index);
}

/**
 * CSP hashes of the page's inline scripts (the pre-paint language switch), so the policy can
 * forbid every other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  const inline = html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...inline].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
