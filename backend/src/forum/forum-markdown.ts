import MarkdownIt from 'markdown-it';

// HTML off: a post's "<script>" is shown as text. markdown-it's own link check refuses
// javascript:, vbscript:, file: and most data: links.
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

/**
 * A forum post's Markdown as HTML. Links lend no standing: "ugc noopener" always, and
 * "nofollow" too for members new to the site, whose links spammers would otherwise use.
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

/** The words a reader sees of a post, without Markdown's marks or link targets, for lists. */
export function excerptOf(body: string, max = 160): string {
  const parts: string[] = [];
  for (const token of markdown.parse(body, {})) {
    if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content);
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
    }
    // Paragraphs, headings and list items end with a space between them.
    if (token.type === 'inline') parts.push(' ');
  }
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}
