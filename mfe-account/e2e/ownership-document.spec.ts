import { expect, test } from '@playwright/test';
import { OWNERSHIP_DOCUMENTS } from 'shared-contracts';
import { ACCOUNT_TEXT as TEXT, FLOW, MARKETPLACE_TEXT as MARKET, cardTitles, choose, fillRequired, newMember, open, startIn } from 'test-support';

const label = (value: string, language: 'ar' | 'en') => OWNERSHIP_DOCUMENTS.find((item) => item.value === value)![language];

for (const language of ['ar', 'en'] as const) {
  const text = TEXT[language];
  const market = MARKET[language];

  test(`(${language}) an owner states a notarised deed in the editor; the card and the page show it and the search filter finds it`, { tag: FLOW }, async ({ page }) => {
    await startIn(page, language);
    await newMember(page);
    await page.goto('/dashboard/listings/new');
    const title = `شقة بعقد ${language} ${Date.now()}`;
    await fillRequired(page, text, title);
    await choose(page, text.editor.fields.ownershipDocument, label('notarial-deed', language));
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
    await page.getByTestId('publish').click();
    await expect(page).toHaveURL(/\/dashboard\/listings$/);

    // The card says it, in the language read.
    await open(page, `/search?keyword=${encodeURIComponent(title)}`);
    await expect.poll(() => cardTitles(page)).toEqual([title]);
    const badge = page.getByTestId('property-card').getByTestId('ownership-badge');
    await expect(badge).toContainText(label('notarial-deed', language));
    await page.getByTestId('property-card').screenshot({ path: test.info().outputPath(`card-${language}.png`) });

    // Another document leaves it out; the one it has finds it again, and the URL keeps the filter.
    const filter = page.getByLabel(market.filters.document);
    await filter.selectOption('land-registry-booklet');
    await expect(page).toHaveURL(/document=land-registry-booklet/);
    await expect(page.getByTestId('no-results')).toBeVisible();
    await filter.selectOption('notarial-deed');
    await expect(page).toHaveURL(/document=notarial-deed/);
    await expect.poll(() => cardTitles(page)).toEqual([title]);
    await page.reload();
    await expect(page.getByLabel(market.filters.document)).toHaveValue('notarial-deed');
    await expect.poll(() => cardTitles(page)).toEqual([title]);

    // The listing's page shows the badge beside the price, on a phone too.
    await page.getByTestId('property-card').getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByTestId('property-summary').getByTestId('ownership-badge')).toContainText(label('notarial-deed', language));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('property-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`property-phone-${language}.png`) });
  });
}
