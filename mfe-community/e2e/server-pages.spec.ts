import { expect, test, type Page } from '@playwright/test';
import type { BlogSummary, Language } from 'shared-contracts';
import { TEXT, startIn, watchLayoutShifts } from './support';

/** The visitor's browser has not run (or cannot run) any script yet. */
const withoutScripts = (page: Page) => page.route('**/*.js', (route) => route.abort());

/** The titles of an API page of articles, as a card shows them in `language`. */
async function titles(page: Page, query: string, language: Language): Promise<string[]> {
  const response = await page.request.get(`/api/blogs?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as BlogSummary[]).map((post) => (language === 'en' && post.titleEn) || post.title);
}

/** The blog's API reads the page makes itself. */
function blogReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/blogs') reads.push(url.pathname + url.search);
  });
  return reads;
}

for (const language of ['ar', 'en'] as const) {
  test(`/blog is drawn in the HTML with its featured and latest articles, before any script (${language})`, async ({ page }) => {
    // The featured articles, then the latest page, as the API gives them (other tests may publish meanwhile: before or after).
    const answer = async () => [...(await titles(page, 'featured=true&pageSize=3', language)), ...(await titles(page, 'sort=latest&pageSize=9', language))];
    const before = await answer();
    expect(before.length).toBeGreaterThan(3);
    await startIn(page, language);
    await withoutScripts(page);
    await page.goto('/blog');
    const drawn = page.locator(`[data-prerender="${language}"]`);
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(TEXT[language].blog.title);
    await expect(drawn.getByTestId('post-card-placeholder')).toHaveCount(0);
    const shown = await drawn.getByTestId('post-card').getByRole('heading').allTextContents();
    expect([before, await answer()]).toContainEqual(shown);
    // Styled as the live page is (antd's styles come with the HTML): nothing moves when it takes over.
    const drawnTop = (await drawn.getByRole('heading', { name: TEXT[language].blog.latest }).boundingBox())!.y;
    const live = await page.context().newPage();
    await startIn(live, language);
    await live.goto('/blog');
    const liveHeading = live.locator('[data-remote="community"]').getByRole('heading', { name: TEXT[language].blog.latest });
    await expect(liveHeading).toBeVisible();
    expect(Math.abs((await liveHeading.boundingBox())!.y - drawnTop)).toBeLessThanOrEqual(1);
  });

  test(`/blog takes its drawn articles over without asking the API again or moving (${language})`, async ({ page }) => {
    await startIn(page, language);
    const layoutShifts = await watchLayoutShifts(page);
    const reads = blogReads(page);
    await page.goto('/blog');
    const live = page.locator('[data-remote="community"]');
    await expect(live.getByTestId('post-card').first()).toBeVisible();
    await expect(page.locator('[data-prerender]')).toHaveCount(0);
    expect(reads).toEqual([]);
    expect(await layoutShifts.total()).toBeLessThanOrEqual(0.05);
    // Then it is the live page: a search asks the API.
    await live.getByRole('searchbox', { name: TEXT[language].blog.searchLabel }).fill('zzqqxx');
    await page.keyboard.press('Enter');
    await expect.poll(() => reads.some((read) => read.includes('q=zzqqxx'))).toBe(true);
  });
}
