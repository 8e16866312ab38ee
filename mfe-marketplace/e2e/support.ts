import { expect, type Page } from '@playwright/test';
import { TOTAL_COUNT_HEADER, type PropertyDetail } from 'shared-contracts';
import homeAr from '../src/locales/ar.json' with { type: 'json' };
import homeEn from '../src/locales/en.json' with { type: 'json' };
import searchAr from '../src/features/search/locales/ar.json' with { type: 'json' };
import searchEn from '../src/features/search/locales/en.json' with { type: 'json' };

/** The marketplace's texts, as the pages show them. */
export const TEXT = { ar: { ...homeAr, ...searchAr }, en: { ...homeEn, ...searchEn } };

/**
 * Opens a marketplace page and waits until the area itself runs it: a prerendered page looks the
 * same before, but its controls do nothing until then.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-remote="marketplace"]')).toBeAttached();
}

/**
 * Goes to `path` by the site's own navigation, from another page: the page asks the API itself,
 * as it does after any click on the site (a first visit is drawn by the server with its data,
 * so what a test makes the API answer would not be seen).
 */
export async function arriveAt(page: Page, path: string): Promise<void> {
  await open(page, path === '/' ? '/search' : '/');
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What GET /api/properties answers for a query: the browser tests compare the page with it. */
export async function apiSearch(page: Page, query: string): Promise<{ items: PropertyDetail[]; total: number }> {
  const response = await page.request.get(`/api/properties${query ? `?${query}` : ''}`);
  expect(response.status()).toBe(200);
  return { items: (await response.json()) as PropertyDetail[], total: Number(response.headers()[TOTAL_COUNT_HEADER.toLowerCase()]) };
}

/** The titles of the result cards, in order, once the results (not their skeletons) are shown. */
export async function cardTitles(page: Page): Promise<string[]> {
  const results = page.getByTestId('search-results');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  return results.getByTestId('property-card').getByRole('heading').allTextContents();
}

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
