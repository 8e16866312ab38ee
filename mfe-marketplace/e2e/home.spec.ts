import { expect, test } from '@playwright/test';
import { MARKETPLACE_TEXT as TEXT, cardTitles, expectNoHorizontalOverflow, open, startIn } from 'test-support';
import { apiSearch, arriveAt } from './support';

test.describe('home in Arabic', () => {
  test('searches from the hero: the URL holds only the filters chosen, and the results match', async ({ page }) => {
    await open(page, '/');
    const panel = page.getByRole('search', { name: TEXT.ar.searchPanel.label });
    await panel.getByRole('combobox', { name: 'البلدية' }).selectOption('الجلفة');
    await panel.getByRole('combobox', { name: 'الغرض' }).selectOption('sale');
    await panel.getByRole('button', { name: TEXT.ar.searchPanel.submit }).click();
    await expect(page).toHaveURL(/\/search\?commune=%D8%A7%D9%84%D8%AC%D9%84%D9%81%D8%A9&purpose=sale$/);
    await expect(page.getByRole('combobox', { name: 'البلدية' })).toHaveValue('الجلفة');
    const expected = await apiSearch(page, 'commune=الجلفة&purpose=sale');
    await expect.poll(() => cardTitles(page)).toEqual(expected.items.map((item) => item.title));
    await expect(page.getByTestId('active-filters')).toHaveText('فلتران مفعّلان');
  });

  test('sends a price range only when it differs from the slider’s ends', async ({ page }) => {
    await open(page, '/');
    const panel = page.getByRole('search', { name: TEXT.ar.searchPanel.label });
    const min = panel.getByRole('slider', { name: 'أدنى سعر' });
    await min.focus();
    for (let step = 0; step < 10; step += 1) await min.press('ArrowRight');
    await expect(panel.getByTestId('price-range-label')).toHaveText('500K – 10M+');
    await panel.getByRole('button', { name: TEXT.ar.searchPanel.submit }).click();
    await expect(page).toHaveURL(/\/search\?minPrice=500000$/);
  });

  test('opens /search with nothing in the URL when no filter is chosen', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: TEXT.ar.searchPanel.submit }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('shows the featured listings from the API, at most three', async ({ page }) => {
    const featured = await apiSearch(page, 'featured=true&pageSize=3');
    await open(page, '/');
    const section = page.getByTestId('featured-properties');
    await expect(section.getByTestId('property-card')).toHaveCount(Math.min(3, featured.items.length));
    await expect(section.getByTestId('property-card').getByRole('heading')).toHaveText(featured.items.map((item) => item.title));
  });

  test('shows three skeletons while the featured listings load, and the empty text when there are none', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/properties?featured=true*', async (route) => {
      await released;
      await route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } });
    });
    await arriveAt(page, '/');
    await expect(page.getByTestId('featured-properties').getByTestId('card-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByText(TEXT.ar.home.featured.empty)).toBeVisible();
  });

  test('lays its sections out in the order of the specification', async ({ page }) => {
    await open(page, '/');
    const headings = await page.locator('[data-remote="marketplace"] h2').allTextContents();
    const order = [
      TEXT.ar.home.quick.title,
      TEXT.ar.home.featured.title,
      TEXT.ar.home.articles.title,
      TEXT.ar.home.advisors.title,
      TEXT.ar.home.services.title,
      TEXT.ar.home.why.title,
      TEXT.ar.home.cta.title,
      TEXT.ar.home.newsletter.title,
    ];
    expect(headings.filter((heading) => order.includes(heading))).toEqual(order);
    await expect(page.getByRole('link', { name: new RegExp(TEXT.ar.home.quick.exchange.title) })).toHaveAttribute('href', '/search?purpose=exchange');
    await expect(page.getByRole('link', { name: new RegExp(TEXT.ar.home.quick.consultation.title) })).toHaveAttribute('href', '/advisors');
  });

  test('fits a 360 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/');
    await expect(page.getByTestId('featured-properties').getByTestId('card-skeleton')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('home-360-ar.png'), fullPage: true });
  });
});

test.describe('home in English', () => {
  test.beforeEach(async ({ page }) => startIn(page, 'en'));

  test('searches from the hero in English, left to right', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const panel = page.getByRole('search', { name: TEXT.en.searchPanel.label });
    await panel.getByRole('combobox', { name: 'Property type' }).selectOption({ label: 'Villa' });
    await panel.getByRole('textbox').or(panel.getByRole('searchbox')).fill('  garden ');
    await panel.getByRole('button', { name: TEXT.en.searchPanel.submit }).click();
    await expect(page).toHaveURL(/\/search\?keyword=garden&propertyType=%D9%81%D9%8A%D9%84%D8%A7$/);
  });

  test('fits a 360 px phone in English too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/');
    await expect(page.getByTestId('featured-properties').getByTestId('card-skeleton')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('home-360-en.png'), fullPage: true });
  });
});
