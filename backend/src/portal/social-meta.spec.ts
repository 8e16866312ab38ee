import { describe, expect, it } from '@jest/globals';
import { listingPageMeta, previewDescription, previewTitle, socialMetaTags, type ListingPreview } from './social-meta.js';

const listing = (overrides: Partial<ListingPreview> = {}): ListingPreview => ({
  id: 12,
  title: 'شقة F3 مشمسة',
  titleEn: 'Sunny F3 apartment',
  description: 'ثلاث غرف وصالون ومطبخ مجهز.',
  descriptionEn: null,
  price: '6.50',
  priceUnit: 'million',
  priceType: 'sale',
  propertyType: 'شقة',
  commune: 'الجلفة',
  cover: '/uploads/0123456789abcdef0123456789abcdef.webp',
  ...overrides,
});

const meta = (html: string, key: string): string | undefined => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('previewTitle', () => {
  it('is the Arabic title and the price with its unit, rent per month, exchange negotiable', () => {
    expect(previewTitle(listing())).toBe('شقة F3 مشمسة — 6.5 مليون د.ج');
    expect(previewTitle(listing({ price: '25000.00', priceUnit: 'dzd', priceType: 'rent' }))).toBe('شقة F3 مشمسة — 25,000 د.ج شهرياً');
    expect(previewTitle(listing({ priceType: 'exchange' }))).toBe('شقة F3 مشمسة — 6.5 مليون د.ج · قابل للتفاوض');
  });
});

describe('listingPageMeta', () => {
  it('names the page in each language, the English title and words where the listing has them', () => {
    expect(listingPageMeta(listing({ priceType: 'rent', price: '25000.00', priceUnit: 'dzd' }))).toEqual({
      ar: { title: 'شقة F3 مشمسة — 25,000 د.ج شهرياً | عقارات الجلفة', description: 'شقة · كراء · الجلفة — ثلاث غرف وصالون ومطبخ مجهز.' },
      en: { title: 'Sunny F3 apartment — 25,000 DZD per month | Djelfa Estates', description: 'Apartment · Rent · Djelfa — ثلاث غرف وصالون ومطبخ مجهز.' },
    });
  });
});

describe('previewDescription', () => {
  it('says what, for what and where, then the description', () => {
    expect(previewDescription(listing())).toBe('شقة · بيع · الجلفة — ثلاث غرف وصالون ومطبخ مجهز.');
    expect(previewDescription(listing({ commune: null }))).toBe('شقة · بيع — ثلاث غرف وصالون ومطبخ مجهز.');
  });

  it('keeps a long description short, cut between words, on one line', () => {
    const text = previewDescription(listing({ description: `${'غرفة واسعة\n'.repeat(40)}` }));
    expect(text.length).toBeLessThanOrEqual(201);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toContain('\n');
    expect(text.slice(0, -1).endsWith('واسعة') || text.slice(0, -1).endsWith('غرفة')).toBe(true);
  });
});

describe('socialMetaTags', () => {
  it('gives Open Graph and Twitter tags with absolute URLs', () => {
    const html = socialMetaTags(listing(), 'https://estates.example.dz');
    expect(meta(html, 'og:url')).toBe('https://estates.example.dz/property/12');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:title')).toBe('شقة F3 مشمسة — 6.5 مليون د.ج');
    expect(meta(html, 'og:image')).toBe('https://estates.example.dz/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
    expect(meta(html, 'twitter:description')).toBe(meta(html, 'og:description'));
  });

  it('keeps a photo hosted elsewhere as it is, and falls back to a small card without a photo', () => {
    expect(meta(socialMetaTags(listing({ cover: 'https://cdn.example.dz/a.jpg' }), 'https://e.dz'), 'og:image')).toBe('https://cdn.example.dz/a.jpg');
    const html = socialMetaTags(listing({ cover: null }), 'https://e.dz');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'twitter:image')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it("escapes the owner's text so it cannot close the attribute or open a tag", () => {
    const html = socialMetaTags(listing({ title: `"><script>alert('x')</script>&`, description: 'a < b' }), 'https://e.dz');
    expect(html).not.toContain('<script>');
    expect(meta(html, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp; — 6.5 مليون د.ج');
    expect(meta(html, 'og:description')).toContain('a &lt; b');
  });
});
