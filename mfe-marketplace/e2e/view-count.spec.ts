import { expect, test } from '@playwright/test';
import type { PropertyDetail } from 'shared-contracts';
import { areaTookOver, open, PROPERTY_TEXT as TEXT, startIn } from 'test-support';
import { apiSearch } from './support';

/** A crawler: its reads count no view, so the test can read the count without adding one. */
const CRAWLER = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

for (const language of ['ar', 'en'] as const) {
  test.describe(`views, in ${language}`, () => {
    // A person's browser (the headless one says it is headless, and a robot's visit counts no
    // view), a new one for each test so that no other test's visits are its own.
    test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 t${language}${Date.now()}` });

    test('a visit counts once: reloading the listing page does not raise its view count', async ({ page }) => {
      await startIn(page, language);
      // One listing for each language: the two tests run side by side.
      const listing = (await apiSearch(page, '')).items.at(language === 'ar' ? -1 : -2) as PropertyDetail;
      const viewsNow = async () => ((await (await page.request.get(`/api/properties/${listing.id}`, { headers: CRAWLER })).json()) as PropertyDetail).viewCount;
      const before = await viewsNow();
      const shown = page.getByTestId('stats-card').locator('[data-stat="views"] dd');

      await open(page, `/property/${listing.id}`);
      await expect(page.getByTestId('stats-card')).toContainText(TEXT[language].stats.views);
      await expect(shown).toHaveText((before + 1).toLocaleString('en-US'));
      for (let reload = 0; reload < 2; reload += 1) {
        await page.reload();
        await areaTookOver(page);
        await expect(shown).toHaveText((before + 1).toLocaleString('en-US'));
      }
      expect(await viewsNow()).toBe(before + 1);
    });
  });
}
