import { expect, type Page } from '@playwright/test';

// A page a first visit opens without antd (README "The community's lists without antd"): these
// hold it to that, from its HTML to every chunk it loaded.

/** The scripts `page` downloads from now on. */
export function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  return scripts;
}

/** The portal's HTML of `path`: no antd style or element drawn into it. */
export async function expectDrawnWithoutAntd(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  expect(html).not.toContain('data-css-hash');
  expect(html).not.toMatch(/class="[^"]*\bant-/);
}

/**
 * No antd on the page once its loads are done: no style tag or element of antd's, no loaded chunk
 * holding its theme or (unless `icons`: @ant-design/icons writes its one small style with it) its
 * style writer.
 */
export async function expectNoAntd(page: Page, scripts: string[], { icons = false } = {}) {
  await page.waitForLoadState('networkidle');
  // antd's style-in-JS writes its styles into the head as its components first render.
  expect(await page.locator('style[data-css-hash]').count()).toBe(0);
  expect(await page.locator('[class*="ant-"]').count()).toBe(0);
  // antd's theme (its default CSS-variable class) and its style cache's DOM writer (the mark on each style tag).
  for (const url of scripts) {
    const code = await (await page.request.get(url)).text();
    expect(code, url).not.toContain('css-var-root');
    if (!icons) expect(code, url).not.toContain('data-rc-order');
  }
}
