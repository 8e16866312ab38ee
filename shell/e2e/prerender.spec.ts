import { expect, test, type Page } from '@playwright/test';
import { REMOTE_PAGES, SHELL_PAGES, SHELL_TEXT, startIn } from './support/site';

const HOME = REMOTE_PAGES.find((page) => page.path === '/')!;
const ABOUT = SHELL_PAGES.find((page) => page.path === '/about')!;

/** The visitor's browser has not run (or cannot run) any script yet. */
const withoutScripts = (page: Page) => page.route('**/*.js', (route) => route.abort());

test('the home page is in the HTML itself, in Arabic and in English', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(HOME.heading.ar);
  expect(html).toContain(HOME.heading.en);
  expect(html).toContain(SHELL_TEXT.ar.nav.properties);
});

test('before any script runs, a visitor sees the frame and the page, in Arabic', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME.heading.ar);
  await expect(page.getByRole('banner').getByRole('link', { name: SHELL_TEXT.ar.nav.properties })).toBeVisible();
  await expect(page.getByRole('heading', { name: HOME.heading.en })).toHaveCount(0);
});

test('before any script runs, a visitor who chose English sees it in English, left to right', async ({ page }) => {
  await startIn(page, 'en');
  await withoutScripts(page);
  await page.goto(ABOUT.path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT.heading.en);
  await expect(page.getByRole('heading', { name: ABOUT.heading.ar })).toHaveCount(0);
});

test('a page that needs the session is not drawn on the server: its HTML has an empty root', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/dashboard');
  await expect(page.locator('#root')).toBeEmpty();
});

test('the shell takes the prerendered page over without a spinner in between', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      // The area's spinner; the page's own skeletons (role="status" too) are part of its first state.
      if (document.querySelector('[data-testid="area-loading"]')) (window as unknown as { sawSpinner: boolean }).sawSpinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('[data-remote="marketplace"] h1')).toHaveText(HOME.heading.ar);
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sawSpinner?: boolean }).sawSpinner ?? false)).toBe(false);
});
