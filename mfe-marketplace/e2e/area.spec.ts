import { expect, test } from '@playwright/test';
import { DEFAULT_FILTERS, filtersToQuery, type PropertyDetail } from 'shared-contracts';
import { open, startIn } from 'test-support';
import { apiSearch } from './support';

const UNIT = { ar: 'م²', en: 'm²' } as const;

for (const language of ['ar', 'en'] as const) {
  test(`an area of thousands of m² has its digits grouped on the card, the summary and the details, in ${language}`, async ({ page }) => {
    await startIn(page, language);
    const { items } = await apiSearch(page, 'pageSize=100');
    const listing = items.find((item) => item.area !== null && Number(item.area) >= 1_000) as PropertyDetail;
    expect(listing, 'a demo listing of 1,000 m² or more').toBeTruthy();
    // Written here by hand, not by the site's formatter: "20,000 m²", never "20000 m²".
    const expected = `${Number(listing.area).toLocaleString('en-US', { maximumFractionDigits: 2 })} ${UNIT[language]}`;
    expect(expected).toMatch(/^\d{1,3}(,\d{3})+ /);

    const query = filtersToQuery({ ...DEFAULT_FILTERS, commune: listing.commune ?? 'all', propertyType: listing.propertyType });
    await open(page, `/search?${query}`);
    const card = page.getByTestId('property-card').filter({ has: page.locator(`a[href="/property/${listing.id}"]`) });
    await expect(card).toContainText(expected);

    await open(page, `/property/${listing.id}`);
    await expect(page.getByTestId('property-summary')).toContainText(expected);
    await expect(page.getByTestId('details-list').locator('[data-row="area"] dd')).toHaveText(expected);
  });
}
