import MarkdownIt from 'markdown-it';

// HTML off: a post's "<script>" is shown as text. markdown-it's own link check refuses
// javascript:, vbscript:, file: and most data: links.
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

/**
 * A forum post's Markdown as HTML. Links open nowhere special and lend no standing: "ugc"
 * always, and "nofollow" for members new to the site, whose links spammers would otherwise use.
 */
export function renderPost(body: string, trusted: boolean): string {
  const rel = trusted ? 'ugc noopener' : 'nofollow ugc noopener';
  const env = {};
  const tokens = markdown.parse(body, env);
  for (const token of tokens) {
    for (const child of token.children ?? []) if (child.type === 'link_open') child.attrSet('rel', rel);
  }
  return markdown.renderer.render(tokens, markdown.options, env);
}

/** The first words of a post as plain text, for lists. */
export function excerptOf(body: string, max = 160): string {
  const text = body
    .replace(/[#>*_`~[\]()!-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}
