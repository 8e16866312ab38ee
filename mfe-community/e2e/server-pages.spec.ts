import { expect, test, type Page } from '@playwright/test';
import { SERVER_DATA_ELEMENT_ID, type AdvisorCard, type BlogSummary, type ForumReply, type ForumTopicSummary, type Language } from 'shared-contracts';
import {
  api,
  areaTookOver,
  COMMUNITY_TEXT as TEXT,
  DEMO,
  newMember,
  pageIsLive,
  recordRedraws,
  redrawn,
  SHELL_TEXT,
  signInAs,
  startIn,
  watchLayoutShifts,
  withoutScripts,
} from 'test-support';

/** The titles of an API page of articles, as a card shows them in `language`. */
async function titles(page: Page, query: string, language: Language): Promise<string[]> {
  const response = await page.request.get(`/api/blogs?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as BlogSummary[]).map((post) => (language === 'en' && post.titleEn) || post.title);
}

/** The reads of `apiPath` the page makes itself. */
function readsOf(page: Page, apiPath: string): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === apiPath) reads.push(url.pathname + url.search);
  });
  return reads;
}

/** The lists the portal draws with their first page, what each reads and what each item is. */
const DRAWN_LISTS = [
  { path: '/blog', api: '/api/blogs', item: 'post-card', searchLabel: (language: Language) => TEXT[language].blog.searchLabel },
  { path: '/forum', api: '/api/forum/topics', item: 'topic-row', searchLabel: (language: Language) => TEXT[language].forum.searchLabel },
];

for (const language of ['ar', 'en'] as const) {
  for (const list of DRAWN_LISTS) {
    test(`${list.path} takes its drawn list over without asking the API again or moving (${language})`, async ({ page }) => {
      await startIn(page, language);
      const layoutShifts = await watchLayoutShifts(page);
      const reads = readsOf(page, list.api);
      await page.goto(list.path);
      const live = page.locator('[data-remote="community"][data-live]');
      await expect(live.getByTestId(list.item).first()).toBeVisible();
      await pageIsLive(page);
      expect(reads).toEqual([]);
      expect(await layoutShifts.total()).toBeLessThanOrEqual(0.05);
      // Then it is the live page: a search asks the API.
      await live.getByRole('searchbox', { name: list.searchLabel(language) }).fill('zzqqxx');
      await page.keyboard.press('Enter');
      await expect.poll(() => reads.some((read) => read.includes('q=zzqqxx'))).toBe(true);
    });
  }
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
    // Styled as the live page is (its stylesheets come with the HTML): nothing moves when it takes over.
    const drawnTop = (await drawn.getByRole('heading', { name: TEXT[language].blog.latest }).boundingBox())!.y;
    const live = await page.context().newPage();
    await startIn(live, language);
    await live.goto('/blog');
    const liveHeading = live.locator('[data-remote="community"][data-live]').getByRole('heading', { name: TEXT[language].blog.latest });
    await expect(liveHeading).toBeVisible();
    expect(Math.abs((await liveHeading.boundingBox())!.y - drawnTop)).toBeLessThanOrEqual(1);
  });
}

/** The titles of the forum's first page, as the API gives them to a visitor who is not signed in. */
async function topicTitles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/forum/topics?sort=activity&pageSize=15');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ForumTopicSummary[]).map((topic) => topic.title);
}

for (const language of ['ar', 'en'] as const) {
  test(`/forum is drawn in the HTML with its topics, before any script (${language})`, async ({ page }) => {
    const before = await topicTitles(page);
    expect(before.length).toBeGreaterThan(0);
    await startIn(page, language);
    await withoutScripts(page);
    await page.goto('/forum');
    const drawn = page.locator(`[data-prerender="${language}"]`);
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(TEXT[language].forum.title);
    const shown = await drawn.getByTestId('topic-row').getByRole('link').allTextContents();
    // Other tests may open topics meanwhile: the list as it was before or after.
    expect([before, await topicTitles(page)]).toContainEqual(shown);
  });
}

test('/forum: the session’s answer after the hydration redraws neither the toolbar nor the topics', async ({ page }) => {
  await recordRedraws(page, ['[data-testid="page-hero"]', 'form[role="search"]', '[data-testid="topic-row"]'], { exactly: true });
  await page.goto('/forum');
  await areaTookOver(page);
  await expect(page.getByRole('banner').getByRole('link', { name: SHELL_TEXT.ar.nav.signIn })).toBeVisible(); // the session has answered
  await expect(page.getByTestId('topic-row').first()).toBeVisible();
  expect(await redrawn(page)).toEqual([]);
});

for (const language of ['ar', 'en'] as const) {
  test(`a search typed into the drawn /forum before its scripts have run is sent, not lost (${language})`, async ({ page }) => {
    await startIn(page, language);
    await withoutScripts(page);
    await page.goto('/forum');
    const drawn = page.locator(`[data-prerender="${language}"]`);
    await drawn.getByRole('searchbox', { name: TEXT[language].forum.searchLabel }).fill('zzqqxx');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=zzqqxx/);
    await expect(drawn.getByText(TEXT[language].forum.empty)).toBeVisible();
  });
}

for (const language of ['ar', 'en'] as const) {
  test(`a search typed into the drawn /forum while its code loads is kept when the page takes over, and Enter sends it (${language})`, async ({ page }) => {
    await startIn(page, language);
    // The community's code (not its styles, which the HTML links) is held until the search is
    // typed: the frame has started, the page is the drawn one.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/mfe\/community\/.*\.(js|json)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/forum');
    await pageIsLive(page);
    const search = page.getByRole('searchbox', { name: TEXT[language].forum.searchLabel });
    await search.fill('zzqqxx');
    release();
    const live = page.locator('[data-remote="community"][data-live]').getByRole('searchbox', { name: TEXT[language].forum.searchLabel });
    await expect(live).toHaveValue('zzqqxx');
    await expect(live).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=zzqqxx/);
    await expect(page.locator('[data-remote="community"][data-live]').getByText(TEXT[language].forum.empty)).toBeVisible();
  });
}

for (const language of ['ar', 'en'] as const) {
  test(`an article is drawn in the HTML with its text, and taken over without asking the API again (${language})`, async ({ page }) => {
    const [summary] = (await (await page.request.get('/api/blogs?pageSize=1')).json()) as BlogSummary[];
    const title = (language === 'en' && summary.titleEn) || summary.title;
    await startIn(page, language);
    await withoutScripts(page);
    await page.goto(`/blog/${summary.slug}`);
    const drawn = page.locator(`[data-prerender="${language}"]`);
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(drawn.getByTestId('post-body')).not.toBeEmpty();

    const live = await page.context().newPage();
    const reads: string[] = [];
    live.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/blogs/')) reads.push(request.url());
    });
    await startIn(live, language);
    await live.goto(`/blog/${summary.slug}`);
    const article = live.locator('[data-remote="community"][data-live]');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await pageIsLive(live);
    // Its comments are the page's own read; the article itself came with the HTML.
    expect(reads.filter((url) => !url.includes('/comments'))).toEqual([]);
  });
}

for (const language of ['ar', 'en'] as const) {
  test(`/advisors is drawn in the HTML with its directory, before any script (${language})`, async ({ page }) => {
    const names = async () => ((await (await page.request.get('/api/advisors?sort=name&pageSize=12')).json()) as AdvisorCard[]).map((advisor) => advisor.name);
    const before = await names();
    expect(before.length).toBeGreaterThan(0);
    await startIn(page, language);
    await withoutScripts(page);
    await page.goto('/advisors');
    const drawn = page.locator(`[data-prerender="${language}"]`);
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(TEXT[language].advisors.title);
    const shown = await drawn.getByTestId('advisor-card').getByRole('heading', { level: 3 }).allTextContents();
    expect([before, await names()]).toContainEqual(shown);
  });
}

for (const language of ['ar', 'en'] as const) {
  test(`a topic is drawn in the HTML with its replies, and taken over without asking the API again (${language})`, async ({ page, browser, baseURL }) => {
    // A topic with a reply (a moderator's, published at once, from another browser), as a visitor who is not signed in reads it.
    const topics = (await (await page.request.get('/api/forum/topics?pageSize=15')).json()) as ForumTopicSummary[];
    const summary = topics.find((topic) => !topic.isLocked)!; // other tests lock some: a locked one takes no reply
    const moderator = await browser.newContext({ baseURL });
    const moderatorPage = await moderator.newPage();
    await signInAs(moderatorPage, DEMO.admin);
    await api(moderatorPage, 'POST', `/api/forum/topics/${summary.id}/replies`, { body: 'الأسعار في حي الوئام مستقرة منذ الصيف الماضي.' });
    await moderator.close();
    const replies = (await (await page.request.get(`/api/forum/topics/${summary.id}/replies`)).json()) as ForumReply[];
    expect(replies.length).toBeGreaterThan(0);
    await startIn(page, language);
    await withoutScripts(page);
    await page.goto(`/forum/${summary.id}`);
    const drawn = page.locator(`[data-prerender="${language}"]`);
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(summary.title);
    await expect(drawn.getByTestId(`forum-topics-${summary.id}`)).toBeVisible();
    await expect(drawn.getByTestId(`forum-replies-${replies[0].id}`)).toBeVisible();

    const live = await page.context().newPage();
    const errors: string[] = [];
    live.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const reads = readsOf(live, `/api/forum/topics/${summary.id}`).concat(readsOf(live, `/api/forum/topics/${summary.id}/replies`));
    // The session's answer, after the hydration, redraws what depends on who reads (likes, the reply box), not the posts.
    const POSTS = '[data-testid^="forum-topics-"], [data-testid^="forum-replies-"]';
    await recordRedraws(live, [POSTS, `li:has(> :is(${POSTS}))`], { exactly: true });
    await startIn(live, language);
    await live.goto(`/forum/${summary.id}`);
    const topic = live.locator('[data-remote="community"][data-live]');
    await expect(topic.getByTestId(`forum-replies-${replies[0].id}`)).toBeVisible();
    await pageIsLive(live);
    expect(reads).toEqual([]);
    // Hydrated, not drawn again: React reports any difference between the two renders as an error.
    expect(errors).toEqual([]);
    // The live page: a visitor who is not signed in is asked to sign in to reply.
    await expect(topic.getByRole('link', { name: TEXT[language].topic.signInToReply })).toBeVisible();
    await expect(live.getByRole('banner').getByRole('link', { name: SHELL_TEXT[language].nav.signIn })).toBeVisible(); // the session has answered
    expect(await redrawn(live)).toEqual([]);
  });
}

test('a signed-in member’s topic is drawn by their own browser, as they see it: the HTML carries no one else’s view of it', async ({ page }) => {
  const [summary] = (await (await page.request.get('/api/forum/topics?pageSize=1')).json()) as ForumTopicSummary[];
  await newMember(page);
  const html = await (await page.request.get(`/forum/${summary.id}`, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain(`id="${SERVER_DATA_ELEMENT_ID}"`);
  await page.goto(`/forum/${summary.id}`);
  const topic = page.locator('[data-remote="community"][data-live]');
  await expect(topic.getByRole('button', { name: TEXT.ar.topic.watch })).toBeVisible();
});
