import { expect, test } from '@playwright/test';
import { startIn } from './support/site';

test('an unknown path shows Page Not Found in Arabic, with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(200); // the shell decides what a path is, on the client
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  await page.getByRole('main').getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-hero')).toBeVisible();
});

test('an unknown path shows Page Not Found in English', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto('/property');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test('an unknown API path is a JSON 404, not the page', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect((await response.json()).message).toBeTruthy();
});
