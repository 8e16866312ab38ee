import { expect, test, type Page } from '@playwright/test';
import { areaTookOver, COMMUNITY_TEXT as TEXT, DEMO, FLOW, newMember, pageIsLive, photo, SHELL_TEXT as FRAME, signInAs, startIn, unique, watchLayoutShifts } from 'test-support';
import { BLOG_CATEGORIES } from 'shared-contracts';
import { newModerator } from './support';

/** Types into one of the editor's two rich-text boxes. */
async function typeBody(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await page.keyboard.type(text);
}

test('an admin writes a bilingual post with a photo, publishes it and opens it by its Arabic slug', { tag: FLOW }, async ({ page }) => {
  const ar = TEXT.ar.editor;
  const mark = unique();
  const title = `دليل شراء شقة في الجلفة ${mark}`;
  await signInAs(page, DEMO.admin);
  await page.goto('/blog/write/new');
  await page.getByLabel(ar.fields.title).fill(title);
  await page.getByLabel(ar.fields.excerpt).fill('خطوات الشراء من المعاينة إلى عقد الملكية.');
  await typeBody(page, ar.fields.content, 'قبل الشراء تحقق من الدفتر العقاري.');
  await page.getByTestId('image-input-ar').setInputFiles(await photo('street.jpg', '#c98a1b'));
  await expect(page.getByRole('textbox', { name: ar.fields.content, exact: true }).locator('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);

  await page.getByRole('tab', { name: ar.englishVersion }).click();
  await page.getByLabel(ar.fields.titleEn).fill(`Buying a flat in Djelfa ${mark}`);
  await typeBody(page, ar.fields.contentEn, 'Before buying, check the land register.');
  await page.getByRole('tab', { name: ar.arabicVersion }).click();

  await page.getByRole('combobox', { name: ar.fields.category }).fill('دليل قانوني');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: ar.status.published }).check();
  await page.getByRole('button', { name: ar.submit.published }).click();

  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(slug).toBe(`دليل-شراء-شقة-في-الجلفة-${mark}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('post-body')).toContainText('الدفتر العقاري');
  await expect(page.getByTestId('post-body')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('post-body').locator('img')).toHaveCount(1);

  // Opened afresh by its Arabic address, in English: the English version, left to right.
  await startIn(page, 'en');
  await page.goto(`/blog/${encodeURIComponent(slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Buying a flat in Djelfa ${mark}`);
  await expect(page.getByTestId('post-body')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('post-body')).toContainText('check the land register');
});

/** /blog as the live page, once the portal's drawing of it (its first paint) has been taken over. */
const liveBlog = (page: Page) => page.locator('[data-remote="community"][data-live]');

test('the blog lists, searches and filters in the URL; nothing found offers Clear Filters', async ({ page }) => {
  await page.goto('/blog');
  await expect(liveBlog(page).getByTestId('post-card').first()).toBeVisible();
  await liveBlog(page).getByLabel(TEXT.ar.blog.category).selectOption({ label: BLOG_CATEGORIES[0].ar });
  await expect(page).toHaveURL(new RegExp(`category=${BLOG_CATEGORIES[0].value}`));
  await liveBlog(page).getByLabel(TEXT.ar.blog.category).selectOption({ label: TEXT.ar.list.all });
  await expect(page).not.toHaveURL(/category=/);
  await page.getByRole('searchbox', { name: TEXT.ar.blog.searchLabel }).fill('لا-يوجد-مقال-بهذا-الاسم');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText(TEXT.ar.blog.empty)).toBeVisible();
  await page.getByRole('button', { name: TEXT.ar.list.clearFilters }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByTestId('post-card').first()).toBeVisible();
});

for (const language of ['ar', 'en'] as const) {
  test(`/blog holds the place of its articles while they load: nothing moves when they arrive (${language})`, async ({ page }) => {
    await startIn(page, language);
    const layoutShifts = await watchLayoutShifts(page);
    // The articles answer only once their places are shown, as on a slow network.
    let release!: () => void;
    const placesShown = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/blogs\?/, async (route) => {
      await placesShown;
      await route.continue();
    });
    // Reached from another page: the portal draws /blog with its articles, a visit from the home page waits for them.
    await page.goto('/');
    await areaTookOver(page);
    await page.getByRole('banner').getByRole('link', { name: FRAME[language].nav.blog, exact: true }).click();
    await expect(page.getByRole('heading', { name: TEXT[language].blog.featured })).toBeVisible();
    const area = liveBlog(page);
    await expect(area.getByTestId('post-card-placeholder')).toHaveCount(3 + 9);
    const listHeading = area.getByRole('heading', { name: TEXT[language].blog.latest });
    await expect(listHeading).toBeVisible();
    const listTop = (await listHeading.boundingBox())!.y;
    // Only what the articles' arrival moves: not the change of page before it.
    await layoutShifts.reset();
    release();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(page.getByTestId('post-card-placeholder')).toHaveCount(0);
    // Cards have fixed line heights whatever their article says (a long title, no excerpt): nothing below them moves.
    await expect(listHeading).toBeVisible();
    expect(Math.abs((await listHeading.boundingBox())!.y - listTop)).toBeLessThanOrEqual(1);
    expect(await layoutShifts.total()).toBeLessThanOrEqual(0.05);
  });
}

test('a new member comments on a post: the comment waits for approval and says so', { tag: FLOW }, async ({ page }) => {
  await page.goto('/blog');
  await page.getByTestId('post-card').first().click();
  await expect(page.locator('[data-remote="community"][data-live]').getByTestId('post-body')).toBeVisible();
  const address = page.url();
  await newMember(page);
  await page.goto(address);
  // The portal draws the article as a visitor sees it: the member's comment box comes with the page's scripts.
  await pageIsLive(page);
  // Its own words: another run's comment on the same post must not be taken for it.
  const words = `مقال مفيد، شكراً على التوضيح ${unique()}`;
  // The comments load when the reader gets near them.
  await page.getByTestId('post-comments').scrollIntoViewIfNeeded();
  await page.getByLabel(TEXT.ar.comments.label).fill(words);
  await page.getByRole('button', { name: TEXT.ar.comments.send }).click();
  await expect(page.getByTestId('toaster')).toContainText(TEXT.ar.comments.pending);
  await expect(page.getByTestId('comment').filter({ hasText: words })).toContainText(TEXT.ar.comments.awaiting);

  // A moderator (an admin's powers not needed) publishes it from the post itself; then every reader sees it.
  await newModerator(page);
  await page.goto(address);
  await page.getByTestId('post-comments').scrollIntoViewIfNeeded();
  await page.getByTestId('comment').filter({ hasText: words }).getByRole('button', { name: TEXT.ar.comments.approve }).click();
  await expect(page.getByTestId('comment').filter({ hasText: words })).not.toContainText(TEXT.ar.comments.awaiting);
  await page.context().clearCookies();
  await page.goto(address);
  await page.getByTestId('post-comments').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('comment').filter({ hasText: words })).toBeVisible();
});

test('the served HTML of a post carries its Open Graph tags; the RSS feed is XML', async ({ page, request }) => {
  await page.goto('/blog');
  await page.getByTestId('post-card').first().click();
  await expect(page.locator('[data-remote="community"][data-live]').getByTestId('post-body')).toBeVisible();
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toContain(`<meta property="og:title" content="${title}">`);
  expect(html).toContain('application/ld+json');
  const rss = await request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toContain('xml');
  const parsed = await page.evaluate(
    (text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return { error: doc.querySelector('parsererror') !== null, items: doc.querySelectorAll('item').length };
    },
    await rss.text(),
  );
  expect(parsed.error).toBe(false);
  expect(parsed.items).toBeGreaterThan(0);
});

test('a member who is not an author is told so at the editor, and the list offers no Write button', async ({ page }) => {
  await newMember(page);
  await page.goto('/blog');
  await expect(liveBlog(page).getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: TEXT.ar.blog.write })).toHaveCount(0);
  await page.goto('/blog/write/new');
  await expect(page.getByText(TEXT.ar.editor.notAuthor)).toBeVisible();
});

test("the home page's featured articles and advisors come from the blog and the directory", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('featured-article')).toHaveCount(3);
  await expect(page.getByTestId('featured-advisor')).toHaveCount(4);
  await page.getByTestId('featured-article').first().click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.locator('[data-remote="community"][data-live]').getByTestId('post-body')).toBeVisible();
});
