import { expect, test, type Page } from '@playwright/test';
import { areaTookOver, pageIsLive, recordRedraws, redrawn, REMOTE_PAGES, SHELL_PAGES, SHELL_TEXT, shellPageTookOver, startIn, withoutScripts } from 'test-support';

const HOME = REMOTE_PAGES.find((page) => page.path === '/')!;
const ABOUT = SHELL_PAGES.find((page) => page.path === '/about')!;

test('the home page is in the HTML itself, in the language of the visitor’s cookie alone: Arabic on a first visit', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(HOME.heading.ar);
  expect(html).toContain(SHELL_TEXT.ar.nav.properties);
  expect(html).not.toContain(HOME.heading.en);
  const english = await (await request.get('/', { headers: { cookie: 'djelfa-estates.language=en' } })).text();
  expect(english).toContain(HOME.heading.en);
  expect(english).toContain(SHELL_TEXT.en.nav.properties);
  expect(english).not.toContain(HOME.heading.ar);
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

const HYDRATED = [
  { path: '/', live: (page: Page) => areaTookOver(page) },
  { path: '/search', live: (page: Page) => areaTookOver(page) },
  { path: '/blog', live: (page: Page) => areaTookOver(page) },
  { path: '/forum', live: (page: Page) => areaTookOver(page) },
  { path: '/about', live: (page: Page) => expect(page.getByTestId('about-listings')).toBeVisible() },
  { path: '/contact', live: (page: Page) => shellPageTookOver(page) },
];

for (const { path, live } of HYDRATED) {
  test(`${path} as the portal drew it is hydrated, not drawn again: the same nodes, no spinner, no error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.addInitScript(() => {
      const seen = window as unknown as { sawSpinner: boolean; drawnHeading: Element | null };
      new MutationObserver(() => {
        // The area's spinner; the page's own skeletons (role="status" too) are part of its first state.
        if (document.querySelector('[data-testid="area-loading"]')) seen.sawSpinner = true;
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => (seen.drawnHeading = document.querySelector('main h1')));
    });
    await page.goto(path);
    await live(page);
    const kept = await page.evaluate(() => {
      const seen = window as unknown as { sawSpinner?: boolean; drawnHeading: Element | null };
      return { sameHeading: seen.drawnHeading !== null && seen.drawnHeading === document.querySelector('main h1'), sawSpinner: seen.sawSpinner ?? false };
    });
    expect(kept).toEqual({ sameHeading: true, sawSpinner: false });
    expect(errors).toEqual([]);
  });
}

for (const { path, live } of HYDRATED) {
  test(`${path}: each stylesheet the portal linked is fetched and applied once, the area's runtime reusing the link`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'stylesheet' && fetched.push(new URL(request.url()).pathname)));
    await page.goto(path);
    await live(page);
    const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked).toEqual([...new Set(linked)]);
    expect(fetched).toEqual([...new Set(fetched)]);
  });
}

for (const { path, live } of HYDRATED) {
  test(`${path} is hydrated without setting up Intl's number, date or relative-time formats (ICU's data: tens of milliseconds in one task)`, async ({ page }) => {
    await page.addInitScript(() => {
      const counted = window as unknown as { intlFormats: string[] };
      counted.intlFormats = [];
      for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat'] as const) {
        const Original = Intl[name];
        // A subclass keeps `new`, `instanceof` and the static methods working for whoever does call it.
        (Intl as Record<typeof name, unknown>)[name] = class extends (Original as typeof Intl.NumberFormat) {
          constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
            counted.intlFormats.push(name);
            super(...args);
          }
        };
      }
      const original = Object.getOwnPropertyDescriptor(Number.prototype, 'toLocaleString')!;
      const toLocaleString = original.value as (this: number, ...args: unknown[]) => string;
      Object.defineProperty(Number.prototype, 'toLocaleString', {
        ...original,
        value(this: number, ...args: unknown[]) {
          counted.intlFormats.push('Number.toLocaleString');
          return toLocaleString.apply(this, args);
        },
      });
    });
    await page.goto(path);
    await live(page);
    expect(await page.evaluate(() => (window as unknown as { intlFormats: string[] }).intlFormats)).toEqual([]);
  });
}

/** What must not be drawn again after the hydration, beside the top bar and the footer (the site settings' answer redraws only their details): a form answers its first watch then. */
const DRAWN_ONCE: Record<string, string[]> = { '/contact': ['[data-testid="contact-form"]'] };

for (const { path, live } of HYDRATED) {
  test(`${path}: the frame is drawn once, by the hydration; the session's answer and the area's strings redraw only what shows them`, async ({ page }) => {
    await recordRedraws(page, ['header', 'footer', ...(DRAWN_ONCE[path] ?? [])]);
    await page.goto(path);
    await live(page);
    await expect(page.getByRole('banner').getByRole('link', { name: SHELL_TEXT.ar.nav.signIn })).toBeVisible();
    expect(await redrawn(page)).toEqual([]);
  });
}

/** Content pages, and a thing low on each that any unstyled block above it would move. */
const STYLED = [
  // The story's heading: below the hero and the figures.
  { path: '/about', below: '#about-story', live: (page: Page) => expect(page.getByTestId('about-listings')).toBeVisible() },
  // Send: below every field of the form, whose stylesheet the HTML links.
  { path: '/contact', below: '[data-testid="contact-form"] button[type="submit"]', live: (page: Page) => shellPageTookOver(page) },
];

for (const language of ['ar', 'en'] as const) {
  for (const { path, below, live: isLive } of STYLED) {
    test(`${path} is painted styled before any script, where the live page then draws it (${language})`, async ({ page }) => {
      await startIn(page, language);
      await withoutScripts(page);
      await page.goto(path);
      const drawnTop = (await page.locator(`[data-prerender="${language}"] ${below}`).boundingBox())!.y;

      const live = await page.context().newPage();
      await startIn(live, language);
      await live.goto(path);
      // The live page itself: not the drawn nodes the shell shows while the page's chunk loads.
      await pageIsLive(live);
      await isLive(live);
      expect(Math.abs((await live.locator(below).boundingBox())!.y - drawnTop)).toBeLessThanOrEqual(1);
    });
  }
}
