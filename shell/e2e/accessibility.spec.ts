import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SESSION_PATH, type Language } from 'shared-contracts';
import { DEMO, pageIsLive, signInAs, startIn } from 'test-support';

/** Every kind of page, anonymous or signed in; `:listing`, `:article` and `:topic` stand for real ones. */
const PAGES: { path: string; account?: keyof typeof DEMO }[] = [
  { path: '/' },
  { path: '/search' },
  { path: '/search?commune=%D8%A7%D9%84%D8%AC%D9%84%D9%81%D8%A9&sort=price-asc' },
  { path: '/property/:listing' },
  { path: '/blog' },
  { path: '/blog/:article' },
  { path: '/forum' },
  { path: '/forum/:topic' },
  { path: '/advisors' },
  { path: '/about' },
  { path: '/contact' },
  { path: '/privacy' },
  { path: '/auth' },
  { path: '/subscription' },
  { path: '/dashboard', account: 'user' },
  { path: '/dashboard/listings/new', account: 'user' },
  { path: '/settings', account: 'user' },
  { path: '/admin/overview', account: 'admin' },
];

async function realPath(page: Page, path: string): Promise<string> {
  const first = async (url: string) => {
    const answer = await (await page.request.get(url)).json();
    return (Array.isArray(answer) ? answer : answer.items)[0];
  };
  if (path === '/property/:listing') return `/property/${(await first('/api/properties?pageSize=1')).id}`;
  if (path === '/blog/:article') return `/blog/${encodeURIComponent((await first('/api/blogs?pageSize=1')).slug)}`;
  if (path === '/forum/:topic') return `/forum/${(await first('/api/forum/topics?pageSize=1')).id}`;
  return path;
}

// What leaves a visitor out (axe-core's serious and critical findings), and what a page logs as
// broken, on every page in both languages.
for (const language of ['ar', 'en'] as const satisfies readonly Language[]) {
  for (const { path, account } of PAGES) {
    test(`${path}${account ? ` (${account})` : ''} has no serious accessibility fault and logs no error, in ${language}`, async ({ page }) => {
      const errors: string[] = [];
      const sessionChecks: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === SESSION_PATH) sessionChecks.push(request.url());
      });
      await startIn(page, language);
      if (account) await signInAs(page, DEMO[account]);
      await page.goto(await realPath(page, path));
      // The live page, its data arrived.
      await pageIsLive(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      // axe.run() in the page itself: the default runs each frame apart, then merges the results in
      // a blank page of its own, twice the time; only a cross-origin frame (a video tour's player,
      // not ours) goes unchecked.
      const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
      expect(serious.map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(' | ')}`)).toEqual([]);
      expect(errors).toEqual([]);
      // An anonymous visit knows it has no session without asking (the API's signed-in hint).
      if (!account) expect(sessionChecks).toEqual([]);
    });
  }
}
