import { expect, test } from '@playwright/test';
import { SITE_FIGURES_PATH, type SiteFigures } from 'shared-contracts';
import { MARKETPLACE_TEXT as TEXT, startIn } from 'test-support';
import { arriveAt } from './support';

// The home page states only what is true: the site's own counts, shown once worth showing; no
// invented totals, testimonials or round-the-clock support.
for (const language of ['ar', 'en'] as const) {
  const text = TEXT[language].home;

  test(`the hero shows the site's real figures, and leaves out those too small to show (${language})`, async ({ page }) => {
    await startIn(page, language);
    const figures: SiteFigures = { listings: 1234, users: 7, communes: 12, advisors: 0 };
    await page.route(`**${SITE_FIGURES_PATH}`, (route) => route.fulfill({ json: figures }));
    await arriveAt(page, '/');
    const tiles = page.locator('[data-remote="marketplace"]').getByTestId('home-figures');
    await expect(tiles.locator('[data-figure="listings"]')).toHaveText(`1,234${text.stats.listings}`);
    await expect(tiles.locator('[data-figure="communes"]')).toHaveText(`12${text.stats.communes}`);
    await expect(tiles.locator('[data-figure]')).toHaveCount(2);
  });

  test(`the drawn home page carries the site's figures and none made up (${language})`, async ({ page, request }) => {
    await startIn(page, language);
    const html = await (await request.get('/', { headers: { cookie: `djelfa-estates.language=${language}` } })).text();
    expect(html).toContain('data-testid="home-figures"');
    for (const invented of ['1,247', '24/7', '1000+', '500+', 'What our users say']) expect(html).not.toContain(invented);
    await page.goto('/');
    const tiles = page.locator('[data-remote="marketplace"]').getByTestId('home-figures');
    const listings = Number((await tiles.locator('[data-figure="listings"] bdi').textContent())?.replace(/,/g, ''));
    const { listings: counted } = (await (await request.get(SITE_FIGURES_PATH)).json()) as SiteFigures;
    // Other tests publish meanwhile, and both counts may be a minute old.
    expect(Math.abs(listings - counted)).toBeLessThanOrEqual(25);
    await expect(page.locator('[data-remote="marketplace"]').getByText(text.why.dinars)).toBeVisible();
  });
}
