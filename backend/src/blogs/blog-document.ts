import type { BlogDocument } from 'shared-contracts';
import { sanitizeBlogHtml } from './sanitize-blog-html.js';

/**
 * A post's body as the editor (Tiptap/ProseMirror) keeps it, read strictly: the node and mark
 * types the editor offers, nothing else. The HTML written from it is then passed through the
 * allow-list sanitiser anyway: the document comes from a browser, and a browser can send anything.
 */
interface Node {
  type: string;
  attrs?: Record<string, unknown>;
  content?: Node[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** Deeper than any real article (lists in quotes in lists…), shallow enough to refuse abuse. */
const MAX_DEPTH = 12;
/** Nodes in one document: a long article has a few thousand. */
const MAX_NODES = 20_000;

const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const BLOCKS: Record<string, string> = { paragraph: 'p', bulletList: 'ul', orderedList: 'ol', listItem: 'li', blockquote: 'blockquote', codeBlock: 'pre' };
const MARKS: Record<string, string> = { bold: 'strong', italic: 'em', strike: 's', code: 'code', underline: 'u' };

/** Why a document was refused, for the 400. */
export class InvalidDocument extends Error {}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Checks a document's shape and size; throws InvalidDocument. */
export function readDocument(value: unknown): BlogDocument {
  if (!isNode(value) || value.type !== 'doc') throw new InvalidDocument('The body must be an editor document ({"type":"doc"}).');
  let count = 0;
  const visit = (node: unknown, depth: number) => {
    if (!isNode(node)) throw new InvalidDocument('Every part of the body must be a node with a type.');
    if (depth > MAX_DEPTH || ++count > MAX_NODES) throw new InvalidDocument('The body is nested too deeply or is too long.');
    if (node.content !== undefined) {
      if (!Array.isArray(node.content)) throw new InvalidDocument("A node's content must be a list.");
      for (const child of node.content) visit(child, depth + 1);
    }
    if (node.text !== undefined && typeof node.text !== 'string') throw new InvalidDocument('Text must be a string.');
  };
  visit(value, 0);
  return value as BlogDocument;
}

function renderMarks(node: Node, inner: string): string {
  let html = inner;
  for (const mark of node.marks ?? []) {
    if (mark.type === 'link') {
      const href = typeof mark.attrs?.href === 'string' ? mark.attrs.href : '';
      html = `<a href="${escape(href)}">${html}</a>`;
    } else if (MARKS[mark.type]) html = `<${MARKS[mark.type]}>${html}</${MARKS[mark.type]}>`;
  }
  return html;
}

function render(node: Node): string {
  const inner = () => (node.content ?? []).map(render).join('');
  switch (node.type) {
    case 'doc':
      return inner();
    case 'text':
      return renderMarks(node, escape(node.text ?? ''));
    case 'heading': {
      // The page's own title is the h1: a post's headings start at h2.
      const level = Math.min(4, Math.max(2, Number(node.attrs?.level) || 2));
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    case 'image': {
      const src = typeof node.attrs?.src === 'string' ? node.attrs.src : '';
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
      return `<img src="${escape(src)}" alt="${escape(alt)}" loading="lazy">`;
    }
    default:
      // An unknown block keeps its text, in a paragraph: nothing the editor did not offer is drawn.
      return BLOCKS[node.type] ? `<${BLOCKS[node.type]}>${inner()}</${BLOCKS[node.type]}>` : `<p>${inner()}</p>`;
  }
}

/** The document as sanitised HTML, in the direction of its language. */
export function documentHtml(document: BlogDocument, language: 'ar' | 'en', trustedLinks: boolean): string {
  return sanitizeBlogHtml(render(document as Node), language, trustedLinks);
}

/** The words of the document, for reading time and search. */
export function documentText(document: BlogDocument): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.text) parts.push(node.text);
    for (const child of node.content ?? []) visit(child);
    if (BLOCKS[node.type] || node.type === 'heading') parts.push(' ');
  };
  visit(document as Node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Minutes to read at 200 words a minute, at least one. */
export const readingMinutes = (text: string): number => Math.max(1, Math.round(text.split(' ').filter(Boolean).length / 200));
