import { expect, test } from '@playwright/test';
import { documentTitle } from 'shared-contracts';
import { startIn, withoutScripts } from 'test-support';

test('an unknown path answers 404 with Page Not Found in Arabic, named so, with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  await expect(page).toHaveTitle(documentTitle('الصفحة غير موجودة', 'ar'));
  await page.getByRole('main').getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-remote="marketplace"]').getByTestId('home-hero')).toBeVisible();
});

test('an unknown path answers 404 with Page Not Found in English', async ({ page }) => {
  await startIn(page, 'en');
  const response = await page.goto('/property');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(documentTitle('Page Not Found', 'en'));
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test('Page Not Found is in the HTML itself, before any script runs', async ({ page }) => {
  await withoutScripts(page);
  const response = await page.goto('/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
});

test('a listing no one may see answers 404, and its page says it is not found', async ({ page }) => {
  const response = await page.goto('/property/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('property-not-found')).toBeVisible();
});

test('an unknown API path is a JSON 404, not the page', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect((await response.json()).message).toBeTruthy();
});
