import { expect, test } from '@playwright/test';
import { COMMUNITY_TEXT as TEXT, expectNoHorizontalOverflow, startIn } from 'test-support';

const en = TEXT.en;

test.beforeEach(async ({ page }) => startIn(page, 'en'));

for (const [path, heading, item] of [
  ['/blog', en.blog.title, 'post-card'],
  ['/forum', en.forum.title, 'topic-row'],
  ['/advisors', en.advisors.title, 'advisor-card'],
] as const) {
  test(`${path} in English, left to right, with its list`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId(item).first()).toBeVisible();
  });
}

test('a post in English shows its English version, left to right', async ({ page }) => {
  await page.goto('/blog');
  // It is featured too: the first of its cards.
  await page.getByTestId('post-card').filter({ hasText: 'Buying a flat in Djelfa, step by step' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buying a flat in Djelfa, step by step');
  await expect(page.locator('[data-remote="community"]').getByTestId('post-body')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('[data-remote="community"]').getByTestId('post-body')).toContainText('Before the visit');
});

test('a topic in English names its sections in English', async ({ page }) => {
  await page.goto('/forum');
  await page.getByRole('link', { name: 'Tips for renting a flat in Djelfa as a newcomer' }).click();
  await expect(page.getByRole('heading', { name: /1 reply/ })).toBeVisible();
  await expect(page.getByRole('link', { name: en.topic.signInToReply })).toBeVisible();
});

test('the community pages fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/blog', '/forum', '/advisors', '/advisors/apply', '/forum/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
  await page.goto('/forum');
  await page.getByTestId('topic-row').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
