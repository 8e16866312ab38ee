import { describe, expect, it } from '@jest/globals';
import { withPageMeta } from './page-meta.js';

const meta = (title: string) => ({ ar: { title: `${title} ar`, description: 'وصف' }, en: { title: `${title} en`, description: 'about' } });

describe('withPageMeta', () => {
  it('replaces the title and description, even when a page gave its own first', () => {
    const template = '<head><meta name="description" content="site"><title>site</title></head>';
    const twice = withPageMeta(withPageMeta(template, meta('page')), meta('listing — 6,000,000 DZD'));
    expect(twice).toBe('<head><meta name="description" content="وصف" data-en="about"><title data-en="listing — 6,000,000 DZD en">listing — 6,000,000 DZD ar</title></head>');
  });
});
