/** A run of a message's text: words, or a web address. */
export type TextPart = { text: string } | { url: string };

// http(s) addresses up to the next space; what a sentence puts after one (a full stop, a comma, a
// closing bracket, Arabic punctuation) is the sentence's, not the address's.
const ADDRESS = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?؟،؛)\]}'»]+$/;

/**
 * A message's text cut into words and web addresses, for the addresses to be links. With
 * `clickable` false (a new member's message) it stays one run of words: an address shows as text.
 */
export function textParts(body: string, clickable: boolean): TextPart[] {
  if (!clickable) return [{ text: body }];
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > from) parts.push({ text: body.slice(from, start) });
    parts.push({ url });
    from = start + url.length;
  }
  if (from < body.length) parts.push({ text: body.slice(from) });
  return parts;
}
