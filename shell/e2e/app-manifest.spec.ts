import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_COOKIE } from 'shared-contracts';
import { startIn } from 'test-support';

/** What Chromium itself makes of the page's manifest, through the DevTools protocol. */
async function chromiumsView(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return { manifest, installabilityErrors };
}

const EXPECTED = {
  ar: { name: 'عقارات الجلفة', short_name: 'عقارات', lang: 'ar', dir: 'rtl', favourites: 'المفضلة' },
  en: { name: 'Djelfa Estates', short_name: 'Djelfa', lang: 'en', dir: 'ltr', favourites: 'Favourites' },
} as const;

for (const language of ['ar', 'en'] as const) {
  test.describe(`the installable app, in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.beforeEach(({ page }) => startIn(page, language));

    // The shell's own pages, an area's prerendered page, one drawn with its data, and Page Not Found.
    for (const path of ['/', '/about', '/search?purpose=rent', '/no-such-page']) {
      test(`${path} links the manifest (with the language cookie), the theme colour and the touch icon`, async ({ page }) => {
        await page.goto(path);
        const head = page.locator('head');
        await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
        await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('crossorigin', 'use-credentials');
        await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f6e5a');
        await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/app-icons/apple-touch-icon.png');
        await expect(head.locator('link[rel="manifest"], link[rel="apple-touch-icon"]')).toHaveCount(2);
      });
    }

    // Chromium never offers to install from an incognito window, which is what every Playwright
    // context is ("in-incognito"): this one runs in a browser profile of its own, as a visitor's.
    test('Chromium reads the manifest in the visitor language, without errors, and finds the site installable', async ({ playwright }) => {
      const { baseURL, launchOptions } = test.info().project.use;
      const profile = mkdtempSync(join(tmpdir(), 'djelfa-profile-'));
      const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
      try {
        await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/');
        const { manifest, installabilityErrors } = await chromiumsView(page);
        expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
        expect(manifest.errors).toEqual([]);
        const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown> & { shortcuts: { name: string; url: string }[] };
        const { favourites, ...fields } = EXPECTED[language];
        expect(parsed).toMatchObject({ ...fields, start_url: '/', scope: '/', display: 'standalone', id: '/' });
        expect(parsed.shortcuts.map(({ name, url }) => [name, url])).toContainEqual([favourites, '/dashboard/favorites']);
        // Chromium's criteria ask for the manifest alone, not for the service worker (app-offline.spec.ts tests that).
        expect(installabilityErrors).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  });
}
