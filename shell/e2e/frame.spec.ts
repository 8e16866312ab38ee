import { expect, test } from '@playwright/test';
import { pageIsLive } from 'test-support';

test('the top bar is transparent over the home hero until the page is scrolled more than 50 px', async ({ page }) => {
  await page.goto('/');
  // The live bar: the drawn one keeps its first state until the page's scripts take it over.
  await pageIsLive(page);
  const bar = page.getByRole('banner');
  await expect(bar).toHaveAttribute('data-transparent', 'true');
  await page.mouse.wheel(0, 40);
  // Once the page has scrolled and painted the frame after it, the bar has seen the scroll.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(bar).toHaveAttribute('data-transparent', 'true');
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(bar).toHaveAttribute('data-transparent', 'false');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-transparent', 'true');
});

test('the top bar is solid on every other page', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('banner')).toHaveAttribute('data-transparent', 'false');
});

test('the top bar links the five areas and the sign-in page', async ({ page }) => {
  await page.goto('/search');
  const nav = page.getByRole('banner').getByRole('navigation');
  await expect(nav.getByRole('link')).toHaveText(['الرئيسية', 'العقارات', 'المدونة', 'المنتدى', 'المستشارون']);
  await page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('on a phone the drawer holds all seven links, About and Contact included, and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.getByRole('dialog', { name: 'القائمة' });
  await expect(drawer.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link')).toHaveText([
    'الرئيسية',
    'العقارات',
    'المدونة',
    'المنتدى',
    'المستشارون',
    'من نحن',
    'اتصل بنا',
  ]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await drawer.getByRole('link', { name: 'اتصل بنا' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(drawer).toBeHidden();
});

test('the footer has quick links, services, contact details, privacy and terms, and a language toggle', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading')).toHaveText(['عقارات الجلفة', 'روابط سريعة', 'خدماتنا', 'تواصل معنا', 'النشرة البريدية']);
  await expect(footer.getByRole('link', { name: '+213 27 87 00 00' })).toHaveAttribute('href', 'tel:+21327870000');
  await footer.getByRole('link', { name: 'شروط الاستخدام' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شروط الاستخدام');
  await footer.getByRole('link', { name: 'سياسة الخصوصية' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سياسة الخصوصية');
  await footer.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test("on a phone, the menu tapped before the page's scripts have run opens once they have", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The start-up code held back until the visitor has tapped: the drawn page is all they have.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('[data-prerender="ar"]').getByRole('button', { name: 'فتح القائمة' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'القائمة' })).toBeVisible();
});
