import { expect, test } from '@playwright/test';
import { SITE_NAME, documentTitle, type Language } from 'shared-contracts';
import { ACCOUNT_TEXT, DEMO, FLOW, REMOTE_PAGES, SHELL_PAGES, SHELL_TEXT, apiListing, newMember, signInAs, startIn, withoutScripts } from 'test-support';

/** The name each page gives itself in the <title>: its heading, but for the dashboard's greeting. */
const titleOf = (path: string, heading: string, language: Language) => documentTitle(path === '/dashboard' ? ACCOUNT_TEXT[language].dashboard.title : heading, language);

for (const language of ['ar', 'en'] as const) {
  test(`every page has its own <title> in ${language}, set as the visitor moves around`, { tag: FLOW }, async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await startIn(page, language);
    const titles = new Set<string>();
    for (const { path, heading } of [...REMOTE_PAGES, ...SHELL_PAGES]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(path === '/dashboard' ? /.+/ : heading[language]);
      await expect(page).toHaveTitle(titleOf(path, heading[language], language));
      titles.add(await page.title());
    }
    expect(titles.size).toBe(REMOTE_PAGES.length + SHELL_PAGES.length);
    expect([...titles].every((title) => title.endsWith(SITE_NAME[language]))).toBe(true);
  });
}

test('a click to another page names it at once, and switching the language renames it', async ({ page }) => {
  await page.goto('/');
  const home = REMOTE_PAGES.find(({ path }) => path === '/')!;
  await expect(page).toHaveTitle(documentTitle(home.heading.ar, 'ar'));
  await page.getByRole('banner').getByRole('link', { name: SHELL_TEXT.ar.nav.properties }).click();
  const search = REMOTE_PAGES.find(({ path }) => path === '/search')!;
  await expect(page).toHaveTitle(documentTitle(search.heading.ar, 'ar'));
  await page.getByTestId('language-toggle').first().click();
  await expect(page).toHaveTitle(documentTitle(search.heading.en, 'en'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Djelfa/);
});

test('a prerendered page carries its <title> and description in the HTML, in the visitor’s language before any script', async ({ page, request }) => {
  const about = SHELL_PAGES.find(({ path }) => path === '/about')!;
  const html = await (await request.get('/about')).text();
  expect(html).toContain(`<title data-en="${documentTitle(about.heading.en, 'en')}">${documentTitle(about.heading.ar, 'ar')}</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+" data-en="[^"]+">/);
  await startIn(page, 'en');
  await withoutScripts(page);
  await page.goto('/about');
  await expect(page).toHaveTitle(documentTitle(about.heading.en, 'en'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Djelfa/);
});

test('a listing’s page is named after the listing in the HTML itself, for crawlers and shared links', async ({ page, browser }) => {
  // Its own listing: the latest one may be another test's, with a title the HTML escapes.
  const owner = await browser.newPage();
  await newMember(owner);
  const listing = await apiListing(owner, { title: `شقة الواحة ${Date.now().toString(36)}` });
  await owner.close();
  const html = await (await page.request.get(`/property/${listing.id}`)).text();
  expect(html).toMatch(new RegExp(`<title data-en="[^"]*">${listing.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — [^<]+ \\| ${SITE_NAME.ar}</title>`));
  await page.goto(`/property/${listing.id}`);
  await expect(page).toHaveTitle(documentTitle(listing.title, 'ar'));
});
