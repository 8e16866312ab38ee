import { expect, test, type Page } from '@playwright/test';
import type { Commune, Property } from 'shared-contracts';
import { FLOW, apiListing, newMember, startIn } from 'test-support';

// Warehouses offered for exchange, 100 m² each, in a commune of each language's own so that the
// two runs (and the demo listings) never share comparables.
const CASES = [
  { language: 'ar', commune: 'زكار', expected: 'أقل بنسبة 12% من السعر الوسيط للمستودعات المعروضة للتبادل في زكار' },
  { language: 'en', commune: 'دويس', expected: '12% below the median of Douis warehouses for exchange' },
] as const;

const warehouse = (page: Page, commune: Commune, million: number): Promise<Property> =>
  apiListing(page, { title: `مستودع للتبادل ${million}`, propertyType: 'مستودع', priceType: 'exchange', commune, price: million * 1_000_000, area: 100 });

/** The listing's page, once its comparison has been asked for and answered. */
async function openListing(page: Page, id: number): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/properties/${id}/price-comparison`) && response.ok());
  await page.goto(`/property/${id}`);
  await answered;
  await expect(page.getByTestId('property-summary')).toBeVisible();
}

for (const { language, commune, expected } of CASES) {
  test(`(${language}) a listing's page compares its price per m² with its commune's median once five comparables exist`, { tag: FLOW }, async ({ page }) => {
    await startIn(page, language);
    // A free plan publishes three listings: two owners write the six.
    await newMember(page);
    for (const million of [9, 9.5, 10]) await warehouse(page, commune, million);
    await newMember(page);
    const listing = await warehouse(page, commune, 8.8);
    await warehouse(page, commune, 10.5);

    // Four others: too few to say anything.
    await openListing(page, listing.id);
    await expect(page.getByTestId('price-comparison')).toHaveCount(0);

    // The fifth: 88,000 DZD/m² against a median of 100,000.
    await warehouse(page, commune, 11);
    await openListing(page, listing.id);
    const note = page.getByTestId('price-comparison');
    await expect(note).toHaveAttribute('data-position', 'below');
    await expect(note.locator('strong')).toHaveText(expected);
    await expect(note).toContainText('100,000');
    await page.getByTestId('property-summary').screenshot({ path: test.info().outputPath(`summary-${language}.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('property-summary').screenshot({ path: test.info().outputPath(`summary-phone-${language}.png`) });
  });
}
