import { expect, test } from '@playwright/test';
import { COMMUNITY_TEXT as TEXT, startIn } from 'test-support';

/** The community's lists, each with a label of its toolbar. */
const LISTS = [
  { path: '/blog', searchLabel: TEXT.ar.blog.searchLabel },
  { path: '/forum', searchLabel: TEXT.ar.forum.searchLabel },
  { path: '/advisors', searchLabel: TEXT.ar.advisors.searchLabel },
];

for (const list of LISTS) {
  test(`${list.path} is drawn and taken over without antd: no antd script, style or element`, async ({ page }) => {
    await startIn(page, 'ar');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    const html = await (await page.request.get(list.path)).text();
    expect(html).not.toContain('data-css-hash');
    expect(html).not.toMatch(/class="[^"]*\bant-/);
    await page.goto(list.path);
    const live = page.locator('[data-remote="community"][data-live]');
    await expect(live.getByRole('searchbox', { name: list.searchLabel })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // antd's style-in-JS writes its styles into the head as its components first render.
    expect(await page.locator('style[data-css-hash]').count()).toBe(0);
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);
    // No chunk the page loaded holds antd's theme (its default CSS-variable class) or its style
    // cache's DOM writer (the mark on each style tag).
    for (const url of scripts) {
      const code = await (await page.request.get(url)).text();
      expect(code, url).not.toContain('css-var-root');
      expect(code, url).not.toContain('data-rc-order');
    }
  });
}

test('an article loads no antd until its comments come near; they come in antd’s root, right to left', async ({ page }) => {
  await startIn(page, 'ar');
  await page.goto('/blog');
  const live = page.locator('[data-remote="community"][data-live]');
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await live.getByTestId('post-card').first().click();
  await expect(live.getByTestId('post-body')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[class*="ant-"]').count()).toBe(0);
  for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toContain('css-var-root');
  await page.getByTestId('post-comments').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote="community"] .ant-list')).toHaveClass(/ant-list-rtl/);
});
