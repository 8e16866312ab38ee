import { expect, test } from '@playwright/test';
import { DEMO, REMOTE_PAGES, SHELL_PAGES, areaTookOver, isProtected, signInAs, startIn } from 'test-support';

for (const language of ['ar', 'en'] as const) {
  for (const { path, remote, heading, marker = 'page-hero' } of REMOTE_PAGES) {
    test(`${path} is served by the ${remote} remote, in ${language}`, async ({ page }) => {
      if (isProtected(path)) await signInAs(page, DEMO.admin);
      const remoteEntries: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/remoteEntry.js')) remoteEntries.push(new URL(request.url()).pathname);
      });
      await startIn(page, language);
      await page.goto(path);
      await areaTookOver(page);
      const area = page.locator(`[data-remote="${remote}"]`);
      // The dashboard greets the signed-in visitor by name instead.
      await expect(area.getByRole('heading', { level: 1 })).toHaveText(path === '/dashboard' ? /.+/ : heading[language]);
      await expect(area.getByTestId(marker)).toBeVisible();
      expect(remoteEntries).toEqual([`/mfe/${remote}/remoteEntry.js`]);
    });
  }

  for (const { path, heading } of SHELL_PAGES) {
    test(`${path} is one of the shell's own pages, in ${language}`, async ({ page }) => {
      await startIn(page, language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
      await expect(page.locator('[data-remote]')).toHaveCount(0);
    });
  }
}

test('moving between areas keeps one page: the router of the shell drives every remote', async ({ page }) => {
  await page.goto('/');
  // A link of the page the portal drew is a plain link until the scripts take the page over.
  await areaTookOver(page);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('link', { name: 'المدونة' }).first().click();
  await expect(page.locator('[data-remote="community"] h1')).toHaveText('المدونة');
  await page.getByRole('link', { name: 'الرئيسية' }).first().click();
  await expect(page.locator('[data-remote="marketplace"]').getByTestId('home-hero')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('[data-remote="community"] h1')).toHaveText('المدونة');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
