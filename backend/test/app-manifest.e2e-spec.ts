import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { frontendFixture } from './support/frontend-fixture.js';
import { member } from './support/listings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const THEME = { r: 0x0f, g: 0x6e, b: 0x5a };
const ENGLISH = 'djelfa-estates.language=en';

/** A PNG answer's bytes (supertest buffers image/* bodies). */
async function png(app: TestApp, src: string): Promise<Buffer> {
  const response = await request(app.server).get(src).buffer(true).expect(200);
  expect(response.headers['content-type']).toBe('image/png');
  return response.body as Buffer;
}

describe('the installable app: /manifest.webmanifest and its icons', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ FRONTEND_ROOT: frontendFixture(), SERVE_FRONTENDS: 'true' });
  });
  afterAll(() => testApp?.close());

  it.each([
    ['ar', undefined, { name: 'عقارات الجلفة', short_name: 'عقارات', dir: 'rtl' }, ['البحث عن عقار', 'المفضلة', 'الرسائل']],
    ['en', ENGLISH, { name: 'Djelfa Estates', short_name: 'Djelfa', dir: 'ltr' }, ['Search properties', 'Favourites', 'Messages']],
  ])('is in the language of the cookie (%s), a cache keeping one per cookie', async (lang, cookie, names, shortcuts) => {
    const call = request(testApp.server).get('/manifest.webmanifest');
    const response = await (cookie ? call.set('Cookie', cookie) : call).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.vary).toMatch(/Cookie/);
    const manifest = JSON.parse(response.text) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      ...names,
      id: '/',
      lang,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f6e5a',
      background_color: '#f5f7f6',
    });
    expect(manifest.description).toEqual(expect.stringMatching(lang === 'ar' ? /[\u0600-\u06ff]/ : /^[^\u0600-\u06ff]+$/));
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: shortcuts[0], url: '/search' }),
      expect.objectContaining({ name: shortcuts[1], url: '/dashboard/favorites' }),
      expect.objectContaining({ name: shortcuts[2], url: '/dashboard/messages' }),
    ]);
    expect((manifest.icons as { sizes: string; purpose: string }[]).map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
  });

  it('follows the site name the admins set', async () => {
    const admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    expect((await admin.put('/api/admin/settings', { siteName: { en: 'Steppe Homes' } })).status).toBe(200);
    try {
      const manifest = (await request(testApp.server).get('/manifest.webmanifest').set('Cookie', ENGLISH).expect(200)).text;
      expect(JSON.parse(manifest)).toMatchObject({ name: 'Steppe Homes', short_name: 'Steppe Homes' });
    } finally {
      expect((await admin.put('/api/admin/settings', { siteName: { en: 'Djelfa Estates' } })).status).toBe(200);
    }
  });

  it('serves every icon it lists as a PNG of the size it states, the plain ones with transparent corners', async () => {
    const { icons } = JSON.parse((await request(testApp.server).get('/manifest.webmanifest').expect(200)).text) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    for (const icon of icons) {
      const bytes = await png(testApp, icon.src);
      const { format, width, height, hasAlpha } = await sharp(bytes).metadata();
      expect({ src: icon.src, format, size: `${width}x${height}` }).toEqual({ src: icon.src, format: 'png', size: icon.sizes });
      if (icon.purpose === 'any') {
        expect(hasAlpha).toBe(true);
        const { data } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        expect(data[3]).toBe(0); // the top-left corner, outside the mark's rounded square
      }
    }
  });

  it.each(['/app-icons/maskable-192.png', '/app-icons/maskable-512.png', '/app-icons/apple-touch-icon.png'])(
    '%s: the theme colour to the edges, the white house inside the central 80% circle',
    async (src) => {
      const { data, info } = await sharp(await png(testApp, src))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const size = info.width;
      const safe = size * 0.4;
      let white = 0;
      let outsideSafeZone = 0;
      let offTheme = 0;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const at = (y * size + x) * 3;
          const [r, g, b] = [data[at], data[at + 1], data[at + 2]];
          const centre = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2);
          const isTheme = Math.abs(r - THEME.r) + Math.abs(g - THEME.g) + Math.abs(b - THEME.b) <= 6;
          if (centre > safe && !isTheme) offTheme++;
          if (r > 200 && g > 200 && b > 200) {
            white++;
            if (centre > safe) outsideSafeZone++;
          }
        }
      }
      expect({ outsideSafeZone, offTheme }).toEqual({ outsideSafeZone: 0, offTheme: 0 });
      expect(white).toBeGreaterThan(size * size * 0.03); // the house is drawn, not lost
    },
  );

  it('answers an icon it does not have with a 404', async () => {
    await request(testApp.server).get('/app-icons/icon-1024.png').expect(404);
  });
});
