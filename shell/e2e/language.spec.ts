import { expect, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from 'shared-contracts';
import { SHELL_TEXT, startIn } from 'test-support';

test('the portal opens in Arabic, right to left, in the frame and inside a remote', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: SHELL_TEXT.ar.nav.label }).first()).toContainText(SHELL_TEXT.ar.nav.properties);
  await expect(page.locator('[data-remote="marketplace"]').getByTestId('home-hero')).toContainText('اعثر على عقارك');
  // What the eye sees: the brand sits on the right in Arabic.
  const brand = await page.getByRole('banner').getByRole('link', { name: SHELL_TEXT.ar.brand }).boundingBox();
  expect(brand!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
});

test('the toggle switches every area to English, left to right, without a reload, and it survives one', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByTestId('language-toggle').first().click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: SHELL_TEXT.en.nav.properties }).first()).toBeVisible();
  await expect(page.locator('[data-remote="marketplace"]').getByTestId('home-hero')).toContainText('Find your property');
  const brand = await page.getByRole('banner').getByRole('link', { name: SHELL_TEXT.en.brand }).boundingBox();
  expect(brand!.x).toBeLessThan(page.viewportSize()!.width / 2);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('en');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('[data-remote="marketplace"]').getByTestId('home-hero')).toContainText('Find your property');

  await page.getByTestId('language-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-remote="marketplace"]').getByTestId('home-hero')).toContainText('اعثر على عقارك');
});

for (const stored of ['fr', 'EN', '', 'english']) {
  test(`a stored language of "${stored}" falls back to Arabic`, async ({ page }) => {
    await startIn(page, stored);
    await page.goto('/search');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('العقارات');
  });
}
