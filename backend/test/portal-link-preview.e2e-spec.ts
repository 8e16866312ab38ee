import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { listingPayload, member } from './support/listings.js';
import { frontendFixture } from './support/frontend-fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://estates.example.dz';
const COVER = '/uploads/0123456789abcdef0123456789abcdef.webp';

/** The content of one meta tag of the page, decoded as a browser or a crawler reads it. */
function metaContent(html: string, key: string): string | undefined {
  const raw = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('link previews: /property/:id served with Open Graph and Twitter tags', () => {
  let testApp: TestApp;
  let listingId: number;
  let trickyId: number;
  let inactiveId: number;
  let soldId: number;

  const page = async (path: string, status = 200): Promise<string> => (await request(testApp.server).get(path).set('Accept', 'text/html').expect(status)).text;

  beforeAll(async () => {
    testApp = await startTestApp({ FRONTEND_ROOT: frontendFixture(), SERVE_FRONTENDS: 'true', PUBLIC_URL });
    const { client } = await member(testApp.server, testApp.dataSource, 'user', 'premium');
    const create = async (overrides: Parameters<typeof listingPayload>[0] = {}): Promise<number> => {
      const response = await client.post('/api/properties', listingPayload(overrides));
      expect(response.status).toBe(201);
      return response.body.id;
    };
    listingId = await create({ title: 'شقة F3', description: 'ثلاث غرف وصالون ومطبخ مجهز، قرب المدارس.' });
    trickyId = await create({ title: `فيلا "الواحة" <b>& 'حديقة'</b>`, description: '</title><script>alert(1)</script>', priceType: 'rent', price: 45000, priceUnit: 'dzd' });
    inactiveId = await create({ isActive: false });
    soldId = await create();
    // Photos are uploads of the owner; written here directly, as this test is about the page.
    await testApp.dataSource.query('UPDATE properties SET images = $1 WHERE id = $2', [JSON.stringify([COVER]), listingId]);
    await testApp.dataSource.query(`UPDATE properties SET status = 'sold', is_active = false WHERE id = $1`, [soldId]);
  });
  afterAll(() => testApp?.close());

  it("puts the listing's Arabic title and price, description, cover and address into the page's head", async () => {
    const html = await page(`/property/${listingId}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title data-en="${listingPayload().titleEn} — 6.5 million DZD | Djelfa Estates">شقة F3 — 6.5 مليون د.ج | عقارات الجلفة</title>`);
    expect(metaContent(head, 'og:title')).toBe('شقة F3 — 6.5 مليون د.ج');
    expect(metaContent(head, 'og:description')).toBe('شقة · بيع · الجلفة — ثلاث غرف وصالون ومطبخ مجهز، قرب المدارس.');
    expect(metaContent(head, 'og:image')).toBe(`${PUBLIC_URL}${COVER}`);
    expect(metaContent(head, 'og:url')).toBe(`${PUBLIC_URL}/property/${listingId}`);
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:title')).toBe('شقة F3 — 6.5 مليون د.ج');
    expect(metaContent(head, 'twitter:description')).toBe(metaContent(head, 'og:description'));
    expect(metaContent(head, 'twitter:image')).toBe(`${PUBLIC_URL}${COVER}`);
    // Still the page the browser needs: the shell with the marketplace's preload hints.
    expect(html).toContain('<link rel="preload" href="/mfe/marketplace/remoteEntry.js" as="script">');
    expect(html).toContain('<div id="root"></div>');
  });

  it("escapes the owner's text: it can neither close the attribute nor add a tag", async () => {
    const html = await page(`/property/${trickyId}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>');
    expect(metaContent(html, 'og:title')).toBe(`فيلا "الواحة" <b>& 'حديقة'</b> — 45,000 د.ج شهرياً`);
    expect(metaContent(html, 'og:description')).toBe('شقة · كراء · الجلفة — </title><script>alert(1)</script>');
    expect(metaContent(html, 'twitter:card')).toBe('summary'); // no photo
    expect(metaContent(html, 'og:image')).toBeUndefined();
  });

  it.each([
    ['a missing listing', () => '/property/987654'],
    ['an inactive one', () => `/property/${inactiveId}`],
    ['a sold one', () => `/property/${soldId}`],
    ['an id out of range', () => '/property/99999999999'],
    ['a path that is no id', () => '/property/abc'],
  ])('serves %s with 404, without preview tags, and the page still loads (its owner’s browser shows it)', async (_case, path) => {
    const html = await page(path(), 404);
    expect(html).not.toContain('og:');
    expect(html).not.toContain('twitter:');
    expect(html).toContain('<link rel="preload" href="/mfe/marketplace/remoteEntry.js" as="script">');
  });

  it('adds no preview to other pages', async () => {
    const html = await page('/search');
    expect(html).not.toContain('og:title');
  });
});
