import { expect, type Page, type Route } from '@playwright/test';
import { TOTAL_COUNT_HEADER, type PropertyDetail } from 'shared-contracts';
import { open } from 'test-support';

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

/** Answers GET /api/properties/:id with the real listing, changed as the test needs. */
export async function patchListing(page: Page, id: number, change: (listing: PropertyDetail) => PropertyDetail): Promise<void> {
  await page.route(`**/api/properties/${id}`, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as PropertyDetail) });
  });
}
