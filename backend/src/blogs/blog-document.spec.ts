import { describe, expect, it } from '@jest/globals';
import { documentHtml, documentText, InvalidDocument, readDocument, readingMinutes } from './blog-document.js';
import { sanitizeBlogHtml } from './sanitize-blog-html.js';

const doc = (...content: unknown[]) => ({ type: 'doc' as const, content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });

describe("a post's document", () => {
  it('renders headings, lists, quotes, links and uploaded photos, in its language direction', () => {
    const html = documentHtml(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('الشراء')] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('أولاً'))] }] },
        { type: 'blockquote', content: [paragraph(text('اقتباس', [{ type: 'bold' }]))] },
        paragraph(text('الموقع', [{ type: 'link', attrs: { href: 'https://example.dz/a' } }])),
        { type: 'image', attrs: { src: '/uploads/0123456789abcdef0123456789abcdef.webp', alt: 'شارع' } },
      ),
      'ar',
      false,
    );
    expect(html).toBe(
      '<div dir="rtl" lang="ar"><h2>الشراء</h2><ul><li><p>أولاً</p></li></ul><blockquote><p><strong>اقتباس</strong></p></blockquote>' +
        '<p><a href="https://example.dz/a" rel="noopener nofollow ugc" target="_blank">الموقع</a></p>' +
        '<img src="/uploads/0123456789abcdef0123456789abcdef.webp" alt="شارع" loading="lazy" /></div>',
    );
  });

  it('escapes text that looks like HTML and drops javascript: links', () => {
    const html = documentHtml(doc(paragraph(text('<script>alert(1)</script>'), text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))), 'en', true);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
  });

  it('keeps photos from this site or https only', () => {
    const html = documentHtml(doc({ type: 'image', attrs: { src: 'http://tracker.example/pixel.gif' } }, { type: 'image', attrs: { src: '/uploads/../etc/passwd' } }), 'en', true);
    expect(html).not.toContain('<img');
  });

  it('the sanitiser strips scripts, event handlers and javascript: links from raw HTML', () => {
    const html = sanitizeBlogHtml(
      '<p onclick="x()">a<script>alert(1)</script></p><img src="https://x.dz/a.png" onerror="steal()"><a href="javascript:alert(1)">b</a><iframe src="https://evil"></iframe>',
      'en',
      true,
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
    expect(html).toContain('<img src="https://x.dz/a.png" />');
  });

  it('refuses what is not an editor document', () => {
    expect(() => readDocument('<p>hi</p>')).toThrow(InvalidDocument);
    expect(() => readDocument({ type: 'paragraph' })).toThrow(InvalidDocument);
    expect(() => readDocument(doc({ content: [] }))).toThrow(InvalidDocument);
    let deep: unknown = text('x');
    for (let i = 0; i < 20; i += 1) deep = { type: 'blockquote', content: [deep] };
    expect(() => readDocument(doc(deep))).toThrow(InvalidDocument);
    expect(readDocument(doc(paragraph(text('ok'))))).toEqual(doc(paragraph(text('ok'))));
  });

  it('counts its words for the reading time', () => {
    const words = documentText(doc(paragraph(text('one two')), paragraph(text('three'))));
    expect(words).toBe('one two three');
    expect(readingMinutes('word '.repeat(450).trim())).toBe(2);
    expect(readingMinutes('')).toBe(1);
  });
});
