import { expect, test } from '@playwright/test';
import { COMMUNITY_TEXT as TEXT, DEMO, api, signInAs, signOut, startIn } from 'test-support';
import { newModerator } from './support';

// A moderator is not an admin: what they may do comes from the one permission table, on the
// server and in the page alike (a moderator could pin through the API but never saw the buttons).
for (const language of ['ar', 'en'] as const) {
  test(`a moderator pins and locks a topic from its page (${language})`, async ({ page }) => {
    const text = TEXT[language];
    await startIn(page, language);
    await signInAs(page, DEMO.admin);
    const topic = await api<{ id: number }>(page, 'POST', '/api/forum/topics', {
      title: `موضوع للمشرف ${Date.now().toString(36)}`,
      body: 'نص موضوع يثبته المشرف ويغلقه من صفحته.',
      category: 'general',
      tags: [],
    });
    await signOut(page);
    await newModerator(page);

    await page.goto(`/forum/${topic.id}`);
    const tools = page.getByLabel(text.topic.moderation);
    await tools.getByRole('button', { name: text.topic.pin }).click();
    await expect(tools.getByRole('button', { name: text.topic.unpin })).toBeVisible();
    await tools.getByRole('button', { name: text.topic.lock }).click();
    await expect(tools.getByRole('button', { name: text.topic.unlock })).toBeVisible();
    await expect(page.locator('[data-remote="community"]').getByText(text.forum.pinned, { exact: true })).toBeVisible();
    await expect(page.locator('[data-remote="community"]').getByText(text.forum.locked, { exact: true })).toBeVisible();
  });
}
