import { describe, expect, it } from '@jest/globals';
import { excerptOf, renderPost } from './forum-markdown.js';

describe('forum Markdown', () => {
  it('renders Markdown with HTML off: tags written in a post are text', () => {
    expect(renderPost('**مهم** <script>alert(1)</script> <img src=x onerror=alert(1)>', true)).toBe(
      '<p><strong>مهم</strong> &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>\n',
    );
  });

  it('links no javascript: or data:, and marks links nofollow for new members', () => {
    expect(renderPost('[x](javascript:alert(1))', true)).not.toContain('href');
    expect(renderPost('[x](data:text/html;base64,PHNjcmlwdD4=)', true)).not.toContain('href');
    expect(renderPost('https://example.dz', false)).toBe('<p><a href="https://example.dz" rel="nofollow ugc noopener">https://example.dz</a></p>\n');
    expect(renderPost('[site](https://example.dz)', true)).toBe('<p><a href="https://example.dz" rel="ugc noopener">site</a></p>\n');
  });

  it('gives a plain excerpt: the words, not the marks or the link targets', () => {
    expect(excerptOf('## عنوان\n\n**نص** طويل مع [رابط](https://example.dz) و`رمز`\n\n- أولاً\n- ثانياً')).toBe('عنوان نص طويل مع رابط ورمز أولاً ثانياً');
    expect(excerptOf('> اقتباس\n\nرد')).toBe('اقتباس رد');
  });

  it('cuts a long excerpt at a word, with an ellipsis', () => {
    const excerpt = excerptOf('كلمة '.repeat(100), 20);
    expect(excerpt).toBe('كلمة كلمة كلمة كلمة…');
  });
});
