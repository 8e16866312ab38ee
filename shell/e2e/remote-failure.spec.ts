import { expect, test } from '@playwright/test';
import { REMOTE_SILENCE_MS } from '../src/federation/remote-silence';
import { areaTookOver, FLOW, startIn, takeDown } from 'test-support';

test('a remote that is down shows its translated fallback inside the frame; the rest keeps working; Retry brings it back', async ({ page }) => {
  await takeDown(page, 'community');
  await page.goto('/blog');

  const panel = page.getByTestId('area-unavailable');
  await expect(panel).toContainText('هذا القسم غير متاح حالياً');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another area, through the normal navigation.
  await page.getByRole('banner').getByRole('link', { name: 'العقارات' }).click();
  await expect(page.locator('[data-remote="marketplace"] h1')).toHaveText('العقارات');

  // Still down: coming back shows the fallback again.
  await page.getByRole('banner').getByRole('link', { name: 'المنتدى' }).click();
  await expect(panel).toBeVisible();

  // The remote is back: Retry really loads it (this page preloaded it, so Retry starts a fresh page).
  await page.unroute('**/mfe/community/**');
  await panel.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.locator('[data-remote="community"] h1')).toHaveText('المنتدى');
  await expect(panel).toHaveCount(0);
});

test('an area reached by navigation is retried in place, without reloading the page', async ({ page }) => {
  await page.goto('/');
  await areaTookOver(page);
  await takeDown(page, 'community');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await page.getByRole('banner').getByRole('link', { name: 'المستشارون' }).click();
  const panel = page.getByTestId('area-unavailable');
  await expect(panel).toBeVisible();

  await page.unroute('**/mfe/community/**');
  await panel.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.locator('[data-remote="community"] h1')).toHaveText('المستشارون القانونيون');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('the fallback speaks English on an English page', async ({ page }) => {
  await startIn(page, 'en');
  await takeDown(page, 'account');
  await page.goto('/subscription');
  await expect(page.getByTestId('area-unavailable')).toContainText('This section is unavailable right now');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a remote that never answers is shown as unavailable instead of loading forever', async ({ page }) => {
  // The manifest request hangs, as behind a dead proxy.
  await page.route('**/mfe/community/mf-manifest.json', () => new Promise(() => undefined));
  // An advisor's page: the portal does not draw it (a topic it does), so the frame shows its spinner while the area is awaited.
  await page.goto('/advisors/7');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByTestId('area-unavailable')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an area that arrives slowly, file after file, is waited for: only silence makes it unavailable', { tag: FLOW }, async ({ page }) => {
  await page.goto('/');
  // The live page: a link of the drawn one loads the next page whole, without the area's code.
  await areaTookOver(page);
  // A poor network: each of the community's files takes 3 s. Its manifest, entry and routes come
  // one after another, more than the 8 s of silence that means "unavailable", but never 8 s without a file.
  await page.route('**/mfe/community/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const clicked = Date.now();
  await page.getByRole('banner').getByRole('link', { name: 'المنتدى' }).click();
  await expect(page.locator('[data-remote="community"] h1')).toHaveText('المنتدى');
  expect(Date.now() - clicked).toBeGreaterThan(REMOTE_SILENCE_MS);
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
});

test('a remote whose code fails while loading is isolated too', async ({ page }) => {
  await page.route('**/mfe/marketplace/__federation_expose_routes*.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("broken deployment")' }),
  );
  await page.goto('/search');
  await expect(page.getByTestId('area-unavailable')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'المدونة' }).click();
  await expect(page.locator('[data-remote="community"] h1')).toHaveText('المدونة');
});
