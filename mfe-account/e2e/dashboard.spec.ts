import { expect, test } from '@playwright/test';
import { ACCOUNT_TEXT as TEXT, apiListing, expectNoAntd, newMember, scriptsOf, startIn } from 'test-support';

for (const language of ['ar', 'en'] as const) {
  test(`the dashboard's listings are drawn without antd; the analytics tab brings it (${language})`, async ({ page }) => {
    const text = TEXT[language];
    const scripts = scriptsOf(page);
    await startIn(page, language);
    await newMember(page, 'Salima', { language });
    await apiListing(page);
    await page.goto('/dashboard');
    const row = page.getByTestId('my-listing');
    await expect(row.getByTestId('listing-state')).toHaveText(text.listings.state.active);
    await expect(page.getByTestId('stat-properties')).toHaveText('1');
    await expect(page.getByRole('radio', { name: text.listings.filter.all })).toBeChecked();
    await expectNoAntd(page, scripts);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // Filtering by state: none is paused; all of them again.
    await page.getByText(text.listings.filter.paused, { exact: true }).click();
    await expect(page.getByText(text.listings.noneInState)).toBeVisible();
    await page.getByRole('radio', { name: text.listings.filter.all }).check();
    await expect(row).toHaveCount(1);

    // Delete asks first, its confirming button focused; Escape leaves the listing as it was, the focus back on Delete.
    await row.getByRole('button', { name: text.listings.delete }).click();
    const asking = row.getByRole('group', { name: text.listings.deleteConfirm.title });
    await expect(asking).toContainText(text.listings.deleteConfirm.text);
    await expect(asking.getByRole('button', { name: text.listings.deleteConfirm.ok })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(asking).toHaveCount(0);
    await expect(row.getByRole('button', { name: text.listings.delete })).toBeFocused();

    await page.getByRole('link', { name: text.dashboard.tabs.analytics }).click();
    // Its period picker is antd's, in the page's direction.
    const picker = page.getByTestId('analytics').locator('.ant-select').first();
    await expect(picker).toBeVisible();
    if (language === 'ar') await expect(picker).toHaveClass(/ant-select-rtl/);
    else await expect(picker).not.toHaveClass(/ant-select-rtl/);
  });
}
