import { describe, expect, it } from '@jest/globals';
import { excerptOf, renderPost } from './forum-markdown.js';

describe('forum Markdown', () => {
  it('renders Markdown with HTML off: tags written in a post are text', () => {
    expect(renderPost('**مهم** <script>alert(1)</script> <img src=x onerror=alert(1)>', true)).toBe(
      '<p><strong>مهم</strong> &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>\n',
    );
  });

  it('links no javascript:, and marks links nofollow for new members', () => {
    expect(renderPost('[x](javascript:alert(1))', true)).not.toContain('href');
    expect(renderPost('https://example.dz', false)).toBe('<p><a href="https://example.dz" rel="nofollow ugc noopener">https://example.dz</a></p>\n');
    expect(renderPost('[site](https://example.dz)', true)).toContain('rel="ugc noopener"');
  });

  it('gives a plain excerpt', () => {
    expect(excerptOf('## عنوان\n\n**نص** طويل')).toBe('عنوان نص طويل');
    expect(excerptOf('كلمة '.repeat(100), 20).endsWith('…')).toBe(true);
  });
});
