import { expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import { TOTAL_COUNT_HEADER, type Property, type PropertyCreatePayload, type PropertyDetail } from 'shared-contracts';
import { apiListing, newMember, open, unique, type Account } from 'test-support';

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

/**
 * A person's browser, told apart from every other test's: the headless one says it is headless, and
 * an owner's number is shown to people only; each reveal counts against its visitor's day.
 */
export const personAgent = (): string => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 t${unique()}`;

/** The number every new member's account holds (test-support, newMember), as the page would show it and in the digits a tel: link holds. */
export const MEMBER_PHONE = { shown: '0661 23 45 67', international: '213661234567' } as const;

/** A new owner, signed in in a browser of their own (close it at the end), with a published listing. */
export async function ownerWithListing(
  browser: Browser,
  baseURL: string | undefined,
  fields: Partial<PropertyCreatePayload> = {},
): Promise<{ owner: Page; ownerContext: BrowserContext; account: Account; listing: Property }> {
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  const account = await newMember(owner, 'مالك');
  const listing = await apiListing(owner, { title: `شقة للتواصل ${unique()}`, titleEn: `Flat to contact ${unique()}`, ...fields });
  return { owner, ownerContext, account, listing };
}
