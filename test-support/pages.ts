import { expect, test, type Locator, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, resolveLanguage, type RemoteName } from 'shared-contracts';

/**
 * Starts every page of this test in `language`, as if the visitor had chosen it earlier: in the
 * browser's storage and in the cookie the site keeps in step with it (the portal draws the page in
 * the cookie's language). Any string: what a browser has stored may be a language the site does
 * not know.
 */
export async function startIn(page: Page, language: string): Promise<void> {
  await storedOnly(page, language);
  const url = test.info().project.use.baseURL;
  if (url) await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: resolveLanguage(language), url }]);
}

/** Starts every page of this test in `language` in the browser's storage alone: its cookie was cleared. */
export async function storedOnly(page: Page, language: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
}

/**
 * Until the area's code runs, a page the portal drew with its data (/search, a listing) shows
 * but does not act: a test that clicks waits for this first (the shell marks the area's page
 * live once the area runs it: hydrated, or drawn by the browser).
 */
export async function areaTookOver(page: Page): Promise<void> {
  await expect(page.locator('[data-remote][data-live]')).toBeAttached();
}

/** One of the shell's own pages the portal draws (/about, /contact): its code has arrived and React runs it. */
export async function shellPageTookOver(page: Page): Promise<void> {
  await expect(page.locator('[data-shell-page][data-live]')).toBeAttached();
}

/**
 * The page the portal drew is the live one: hydrated by React (its copy marked live), or drawn
 * anew by the browser, its drawn copy and the slot that held it gone.
 */
export async function pageIsLive(page: Page): Promise<void> {
  await expect(page.locator('[data-prerender]:not([data-live]), [data-prerender-slot]')).toHaveCount(0);
}

/** Opens an area's page and waits until the area itself runs it (see areaTookOver). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await areaTookOver(page);
}

/** The visitor's browser has not run (or cannot run) any script yet. */
export const withoutScripts = (page: Page) => page.route('**/*.js', (route) => route.abort());

/** Makes a remote unreachable, as when its server is down. */
export async function takeDown(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`**/mfe/${remote}/**`, (route) => route.abort('connectionrefused'));
}

/** Where the site's notices appear. */
export const toaster = (page: Page) => page.getByTestId('toaster');

/**
 * A popup (a modal, a confirmation) once its opening animation has ended: antd zooms it in, and a
 * click aimed while it grows can land beside its target (a radio "checked" that stays unchecked,
 * a confirmation's OK that confirms nothing).
 */
export async function settled(popup: Locator): Promise<Locator> {
  await expect(popup).toBeVisible();
  // antd's motion adds its zoom's classes a frame or two after the popup is in the page: on a busy
  // machine the animations were not started yet when asked for, and a click went out mid-zoom.
  await expect(popup).not.toHaveClass(/-(appear|enter)\b/);
  await popup.evaluate(async (element) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
  });
  return popup;
}

/** The dialog (named `name`, when given) once it has opened: see settled. */
export const openedDialog = (page: Page, name?: string): Promise<Locator> => settled(name ? page.getByRole('dialog', { name }) : page.getByRole('dialog'));

/**
 * The site's service worker has taken the page over (README "The app offline"): what the page opens
 * from now on goes through it. Only in tests that let it in (`test.use({ serviceWorkers: 'allow' })`).
 */
export async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
