import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TEXT as TEXT, FLOW, apiListing, choose, expectNoHorizontalOverflow, fillRequired, newMember, photo, startIn } from 'test-support';

const LANGUAGES = ['ar', 'en'] as const;

/** The photos in the editor's grid, by their order. */
const photoUrls = (page: Page) => page.getByTestId('photo').evaluateAll((items) => items.map((item) => item.getAttribute('data-url')));

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(
    `(${language}) an owner lists a first property with 3 photos, orders them, publishes, finds it in search, edits, sells and deletes it`,
    { tag: FLOW },
    async ({ page, request }) => {
      await startIn(page, language);
      await newMember(page);
      await page.goto('/dashboard');
      await expect(page.getByTestId('listings-empty')).toBeVisible();
      await page.getByRole('button', { name: text.listings.addFirst }).click();
      await expect(page).toHaveURL(/\/dashboard\/listings\/new/);

      // Three photos at once; each is scaled down and sent with its own progress.
      await page
        .getByTestId('photo-drop')
        .locator('input[type=file]')
        .setInputFiles([await photo('salon.jpg', '#c08040'), await photo('kitchen.jpg', '#4080c0'), await photo('facade.jpg', '#40a060')]);
      await expect(page.getByTestId('photo').and(page.locator('[data-status=done]'))).toHaveCount(3);
      const [salon, kitchen, facade] = await photoUrls(page);
      expect(new Set([salon, kitchen, facade]).size).toBe(3);

      // The facade becomes the cover; then the kitchen is dragged before the salon.
      await page.getByTestId('photo').nth(2).getByRole('button', { name: text.editor.photos.makeCover }).click();
      expect(await photoUrls(page)).toEqual([facade, salon, kitchen]);
      const from = (await page.getByTestId('photo').nth(2).locator('img').boundingBox())!;
      const to = (await page.getByTestId('photo').nth(1).locator('img').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 4 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.up();
      await expect.poll(() => photoUrls(page)).toEqual([facade, kitchen, salon]);

      const title = `شقة للبيع ${language} ${Date.now()}`;
      await fillRequired(page, text, title);
      await expect(page.getByTestId('price-in-dinars')).toContainText('6,500,000');
      await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
      await page.getByTestId('publish').click();

      await expect(page).toHaveURL(/\/dashboard\/listings$/);
      const row = page.getByTestId('my-listing').filter({ hasText: title });
      await expect(row.getByTestId('listing-state')).toHaveText(text.listings.state.active);
      await expect(row.getByTestId('listing-leads')).toHaveText(text.listings.leads_zero.replace('{{count}}', '0'));
      const id = await row.getAttribute('data-listing-id');

      // Public: search finds it, with the chosen cover.
      await page.goto(`/search?keyword=${encodeURIComponent(title)}`);
      const card = page.getByTestId('property-card').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.locator('img').first()).toHaveAttribute('src', facade!.replace('.webp', '.thumb.webp'));

      // Edit the price.
      await page.goto(`/dashboard/listings/${id}/edit`);
      await page.getByLabel(text.editor.fields.price, { exact: true }).fill('5900000');
      await page.getByTestId('publish').click();
      await expect(page).toHaveURL(/\/dashboard\/listings$/);
      await expect(row.getByTestId('listing-price')).toContainText('5,900,000');

      // Sold: closed, not public any more.
      await row.getByRole('button', { name: text.listings.action.close.sold }).click();
      await expect(row.getByTestId('listing-state')).toHaveText(text.listings.state.sold);
      expect((await request.get(`/api/properties/${id}`)).status()).toBe(404); // a stranger's request
      expect((await page.request.get(`/api/properties/${id}`)).status()).toBe(200); // the owner's
      await expect(row.getByRole('button', { name: text.listings.edit })).toHaveCount(0);

      // Delete asks first, in the row, its confirming button focused.
      await row.getByRole('button', { name: text.listings.delete }).click();
      const asking = row.getByRole('group', { name: text.listings.deleteConfirm.title });
      await expect(asking.getByRole('button', { name: text.listings.deleteConfirm.ok })).toBeFocused();
      await asking.getByRole('button', { name: text.listings.deleteConfirm.ok }).click();
      await expect(row).toHaveCount(0);
      await expect(page.getByTestId('listings-empty')).toBeVisible();
    },
  );

  test(`(${language}) Publish checks everything on the server and shows each error at its field`, async ({ page }) => {
    await startIn(page, language);
    await newMember(page);
    await page.goto('/dashboard/listings/new');
    await page.getByLabel(text.editor.fields.titleEn).fill('Only the English title');
    await page.getByTestId('publish').click();
    const required = language === 'ar' ? 'هذا الحقل مطلوب.' : 'This field is required.';
    // Each said at its field, and read out with it.
    for (const field of [text.editor.fields.title, text.editor.fields.description, text.editor.fields.price, text.editor.fields.propertyType]) {
      const control = page.getByTestId('listing-editor').getByLabel(field, { exact: true });
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(required);
    }
    // The first is brought to the owner; a change takes its error away.
    await expect(page.getByLabel(text.editor.fields.title, { exact: true })).toBeFocused();
    await page.getByLabel(text.editor.fields.title, { exact: true }).fill('عنوان');
    await expect(page.getByLabel(text.editor.fields.title, { exact: true })).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL(/\/dashboard\/listings\/new\?draft=\d+/);
  });
}

test('the draft is saved as it is typed: a reload, or a closed tab offline, loses nothing', { tag: FLOW }, async ({ page, context }) => {
  await newMember(page);
  await page.goto('/dashboard/listings/new');
  const text = TEXT.ar;
  await page.getByLabel(text.editor.fields.title, { exact: true }).fill('فيلا بحديقة');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  await expect(page).toHaveURL(/\?draft=\d+/);
  const url = page.url();
  await page.reload();
  await expect(page.getByLabel(text.editor.fields.title, { exact: true })).toHaveValue('فيلا بحديقة');

  // The connection drops: the change stays in this browser and says so; the tab is closed.
  await context.setOffline(true);
  await page.getByLabel(text.editor.fields.description, { exact: true }).fill('وصف كُتب دون اتصال');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'offline');
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  await again.goto(url);
  await expect(again.getByLabel(text.editor.fields.description, { exact: true })).toHaveValue('وصف كُتب دون اتصال');
  await expect(again.getByText(text.editor.restored)).toBeVisible();
  await expect(again.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  await again.goto('/dashboard/listings');
  await expect(again.getByTestId('my-draft').filter({ hasText: 'فيلا بحديقة' })).toBeVisible();
});

test('features are typed as tags, figures in Arabic digits too; the draft keeps both', async ({ page }) => {
  await newMember(page);
  await page.goto('/dashboard/listings/new');
  const text = TEXT.ar;
  const removeButton = (tag: string) => page.getByRole('button', { name: text.editor.removeTag.replace('{{tag}}', tag) });
  const features = page.getByLabel(text.editor.fields.features, { exact: true });
  // A comma (Arabic or not) ends a tag, and so does Enter; the form is not sent by it.
  await features.fill('حديقة، مرآب');
  await features.press('Enter');
  await features.pressSequentially('مدفأة');
  await features.press('Enter');
  for (const tag of ['حديقة', 'مرآب', 'مدفأة']) await expect(removeButton(tag)).toBeVisible();
  await expect(features).toHaveValue('');
  await removeButton('مرآب').click();
  await expect(features).toBeFocused(); // the removed tag's button is gone: the focus stays in the field
  await features.press('Backspace'); // the empty field takes the last tag back
  await expect(removeButton('مرآب')).toHaveCount(0);
  await expect(removeButton('مدفأة')).toHaveCount(0);

  await page.getByLabel(text.editor.fields.area).fill('١٢٠');
  await expect(page.getByLabel(text.editor.fields.area)).toHaveValue('120');
  // As a price is printed, with Arabic thousands separators: the same six and a half million.
  await page.getByLabel(text.editor.fields.price, { exact: true }).fill('٦٬٥٠٠٬٠٠٠');
  await expect(page.getByTestId('price-in-dinars')).toContainText('6,500,000');
  await expect(page).toHaveURL(/\?draft=\d+/);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');

  await page.reload();
  await expect(removeButton('حديقة')).toBeVisible();
  await expect(removeButton('مدفأة')).toHaveCount(0);
  await expect(page.getByLabel(text.editor.fields.area)).toHaveValue('120');
  await expect(page.getByLabel(text.editor.fields.price, { exact: true })).toHaveValue('6500000');
});

test('a price typed in centimes is flagged with the figure in dinars, which one click puts in', async ({ page }) => {
  // Five flats in El Idrissia at 60,000 DZD/m², by two owners (a free plan publishes three), make the commune's median.
  for (const count of [3, 2]) {
    await newMember(page);
    for (let i = 0; i < count; i++) await apiListing(page, { commune: 'الإدريسية', price: 6_000_000, area: 100 });
  }
  await newMember(page);
  await startIn(page, 'en');
  await page.goto('/dashboard/listings/new');
  const text = TEXT.en;
  await choose(page, text.editor.fields.propertyType, 'Apartment');
  await choose(page, text.editor.fields.commune, 'El Idrissia');
  await page.getByLabel(text.editor.fields.area).fill('120');
  await page.getByLabel(text.editor.fields.price, { exact: true }).fill('720000000');
  const warning = page.getByTestId('price-warning');
  await expect(warning).toContainText('7,200,000 DZD');
  await warning.getByRole('button').click();
  await expect(page.getByLabel(text.editor.fields.price, { exact: true })).toHaveValue('7200000');
  await expect(warning).toHaveCount(0);
  await expect(page.getByTestId('price-in-dinars')).toContainText('7,200,000');
});

test('at the plan’s limit, Publish says why and links to the plans', { tag: FLOW }, async ({ page }) => {
  await newMember(page);
  for (let i = 0; i < 3; i++) await apiListing(page, { title: `إعلان ${i + 1}` });
  await startIn(page, 'en');
  await page.goto('/dashboard/listings/new');
  await fillRequired(page, TEXT.en, 'A fourth flat');
  await page.getByTestId('publish').click();
  const problem = page.getByTestId('publish-problem');
  await expect(problem).toContainText(/plan/i);
  await problem.getByRole('link', { name: TEXT.en.listings.seePlans }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('the editor fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newMember(page);
  await page.goto('/dashboard/listings/new');
  await expect(page.getByTestId('listing-editor')).toBeVisible();
  await page
    .getByTestId('photo-drop')
    .locator('input[type=file]')
    .setInputFiles([await photo('a.jpg', '#808080')]);
  await expect(page.getByTestId('photo').and(page.locator('[data-status=done]'))).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('editor-390.png'), fullPage: true });
});

test('a path under the dashboard that no page has is Page Not Found, inside the account area', async ({ page }) => {
  await newMember(page);
  const response = await page.goto('/dashboard/no-such-tab');
  expect(response?.status()).toBe(404);
  await page.goto('/dashboard/listings');
  // The area's router listens once the page is live: a history change before that is not seen.
  await expect(page.locator('[data-remote="account"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => history.pushState({}, '', '/dashboard/nothing/here'));
  await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
});

test('every dashboard tab fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newMember(page);
  await apiListing(page);
  for (const tab of ['listings', 'messages', 'analytics', 'favorites', 'subscription', 'settings']) {
    await page.goto(`/dashboard/${tab}`);
    await expect(page.getByRole('link', { name: TEXT.ar.dashboard.tabs[tab as keyof typeof TEXT.ar.dashboard.tabs] })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await expect(page.getByRole('status', { name: TEXT.ar.common.loading })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  }
});
