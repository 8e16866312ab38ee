import { expect, test } from '@playwright/test';
import type { ForumTopicSummary } from 'shared-contracts';
import { COMMUNITY_TEXT as TEXT, expectDrawnWithoutAntd, expectNoAntd, newMember, scriptsOf, startIn } from 'test-support';

/** The community's lists, each with a label of its toolbar. */
const LISTS = [
  { path: '/blog', searchLabel: TEXT.ar.blog.searchLabel },
  { path: '/forum', searchLabel: TEXT.ar.forum.searchLabel },
  { path: '/advisors', searchLabel: TEXT.ar.advisors.searchLabel },
];

for (const list of LISTS) {
  test(`${list.path} is drawn and taken over without antd: no antd script, style or element`, async ({ page }) => {
    await startIn(page, 'ar');
    const scripts = scriptsOf(page);
    await expectDrawnWithoutAntd(page, list.path);
    await page.goto(list.path);
    const live = page.locator('[data-remote="community"][data-live]');
    await expect(live.getByRole('searchbox', { name: list.searchLabel })).toBeVisible();
    await expectNoAntd(page, scripts);
  });
}

test('an article loads no antd until its comments come near; they come in antd’s root, right to left', async ({ page }) => {
  await startIn(page, 'ar');
  await page.goto('/blog');
  const live = page.locator('[data-remote="community"][data-live]');
  const scripts = scriptsOf(page);
  await live.getByTestId('post-card').first().click();
  await expect(live.getByTestId('post-body')).toBeVisible();
  await expectNoAntd(page, scripts);
  await page.getByTestId('post-comments').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote="community"] .ant-list')).toHaveClass(/ant-list-rtl/);
});

test('a topic is drawn and taken over without antd for a visitor; a member’s reply form comes in antd’s root, right to left', async ({ page }) => {
  const topics = (await (await page.request.get('/api/forum/topics?pageSize=15')).json()) as ForumTopicSummary[];
  const topic = topics.find((summary) => !summary.isLocked)!; // other tests lock some: a locked one has no reply form
  await startIn(page, 'ar');
  const scripts = scriptsOf(page);
  await expectDrawnWithoutAntd(page, `/forum/${topic.id}`);
  await page.goto(`/forum/${topic.id}`);
  const live = page.locator('[data-remote="community"][data-live]');
  await expect(live.getByRole('link', { name: TEXT.ar.topic.signInToReply })).toBeVisible();
  await expectNoAntd(page, scripts);

  await newMember(page);
  await page.reload();
  await expect(live.getByLabel(TEXT.ar.topic.yourReply)).toBeVisible();
  await expect(live.locator('.ant-form')).toHaveClass(/ant-form-rtl/);
});
