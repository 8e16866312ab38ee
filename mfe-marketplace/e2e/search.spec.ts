import { expect, test } from '@playwright/test';
import { PROPERTY_SORTS } from 'shared-contracts';
import { MARKETPLACE_TEXT as TEXT, PROPERTY_TEXT, cardTitles, expectNoHorizontalOverflow, open, startIn } from 'test-support';
import { apiSearch, arriveAt } from './support';

const titles = (items: { title: string }[]) => items.map((item) => item.title);

test.describe('/search in Arabic', () => {
  test('shows what the API finds for the URL, with the total and the number of active filters', async ({ page }) => {
    const expected = await apiSearch(page, 'purpose=sale');
    await open(page, '/search?purpose=sale');
    await expect.poll(() => cardTitles(page)).toEqual(titles(expected.items));
    await expect(page.getByTestId('results-count')).toContainText(String(expected.total));
    await expect(page.getByTestId('active-filters')).toHaveText('فلتر واحد مفعّل');
    await expect(page.getByRole('combobox', { name: 'الغرض' })).toHaveValue('sale');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('puts each filter change in the URL, and the back button restores the filters before it', async ({ page }) => {
    await open(page, '/search');
    await page.getByRole('combobox', { name: 'البلدية' }).selectOption('الجلفة');
    await expect(page).toHaveURL(/\/search\?commune=%D8%A7%D9%84%D8%AC%D9%84%D9%81%D8%A9$/);
    await page.getByRole('combobox', { name: 'الغرض' }).selectOption('rent');
    await expect(page).toHaveURL(/commune=.+&purpose=rent$/);
    await expect.poll(() => cardTitles(page)).toEqual(titles((await apiSearch(page, 'commune=الجلفة&purpose=rent')).items));

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?commune=[^&]+$/);
    await expect(page.getByRole('combobox', { name: 'الغرض' })).toHaveValue('all');
    await expect(page.getByRole('combobox', { name: 'البلدية' })).toHaveValue('الجلفة');
    await expect.poll(() => cardTitles(page)).toEqual(titles((await apiSearch(page, 'commune=الجلفة')).items));
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'البلدية' })).toHaveValue('all');
    await page.goForward();
    await expect(page.getByRole('combobox', { name: 'البلدية' })).toHaveValue('الجلفة');
  });

  test('searches a keyword once typing pauses', async ({ page }) => {
    await open(page, '/search');
    await page.getByRole('searchbox').fill('فيلا');
    await expect(page).toHaveURL(/keyword=%D9%81%D9%8A%D9%84%D8%A7/);
    const expected = await apiSearch(page, 'keyword=فيلا');
    expect(expected.items.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page)).toEqual(titles(expected.items));
  });

  for (const sort of PROPERTY_SORTS) {
    test(`sorts by ${sort}, as the API does`, async ({ page }) => {
      await open(page, '/search');
      await expect(page.getByRole('combobox', { name: 'ترتيب حسب' })).toHaveValue('latest');
      await page.getByRole('combobox', { name: 'ترتيب حسب' }).selectOption(sort);
      if (sort === 'latest') await expect(page).toHaveURL(/\/search$/);
      else await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
      await expect.poll(() => cardTitles(page)).toEqual(titles((await apiSearch(page, sort === 'latest' ? '' : `sort=${sort}`)).items));
    });
  }

  test('switches between grid, list and masonry, and remembers the choice', async ({ page }) => {
    await open(page, '/search');
    const results = page.getByTestId('search-results');
    await expect(results).toHaveAttribute('data-layout', 'grid');
    for (const [layout, name] of [
      ['list', 'قائمة'],
      ['masonry', 'فسيفساء'],
      ['grid', 'شبكة'],
      ['list', 'قائمة'],
    ] as const) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await expect(results).toHaveAttribute('data-layout', layout);
    }
    const [first, second] = await results.getByTestId('property-card').all();
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1); // a list: one card under the other
    await page.reload();
    await expect(results).toHaveAttribute('data-layout', 'list');
  });

  test('pages through the results from the API, each page a link', async ({ page }) => {
    const all = await apiSearch(page, '');
    test.skip(all.total <= 24, 'needs more than one page of demo listings');
    await open(page, '/search');
    await cardTitles(page); // the cards drawn above the pager: a click aimed before they are lands beside it
    await page.getByRole('link', { name: 'الصفحة 2' }).click();
    await expect(page).toHaveURL(/\/search\?page=2$/);
    await expect.poll(() => cardTitles(page)).toEqual(titles((await apiSearch(page, 'page=2')).items));
    await expect(page.getByRole('link', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('combobox', { name: 'الغرض' }).selectOption('sale');
    await expect(page).toHaveURL(/\/search\?purpose=sale$/);
  });

  test('shows 8 skeleton cards while the results load', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/properties?*', async (route) => {
      await released;
      await route.continue();
    });
    await arriveAt(page, '/search?commune=%D9%85%D8%B3%D8%B9%D8%AF');
    await expect(page.getByTestId('card-skeleton')).toHaveCount(8);
    await expect(page.getByTestId('results-count')).toHaveText(TEXT.ar.search.counting);
    release();
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  });

  test('says when nothing is found, and Clear All Filters brings every listing back', async ({ page }) => {
    await open(page, '/search?keyword=zzqqxx&purpose=rent');
    const empty = page.getByTestId('no-results');
    await expect(empty.getByRole('heading')).toHaveText('لم يتم العثور على عقارات');
    await expect(page.getByTestId('active-filters')).toHaveText('فلتران مفعّلان');
    await empty.getByRole('button', { name: 'مسح كل الفلاتر' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox')).toHaveValue('');
    await expect.poll(() => cardTitles(page)).toEqual(titles((await apiSearch(page, '')).items));
  });

  test('shows the failure with a Retry that loads the results', async ({ page }) => {
    let fail = true;
    await page.route('**/api/properties?*', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
    await arriveAt(page, '/search?purpose=exchange');
    const alert = page.getByRole('alert').filter({ hasText: 'تعذّر تحميل العقارات' });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'أعد المحاولة' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(titles((await apiSearch(page, 'purpose=exchange')).items));
  });

  test('gives each card a Contact that opens the listing at its message box, and no number (a list holds none)', async ({ page }) => {
    const [listing] = (await apiSearch(page, '')).items;
    await open(page, '/search');
    const card = page.getByTestId('property-card').first();
    await expect(card.getByRole('heading')).toHaveText(listing.title);
    // The footer's tel: is the site's own number.
    await expect(page.getByRole('main').locator('a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(0);
    const contact = card.getByRole('link', { name: TEXT.ar.card.contactLabel.replace('{{title}}', listing.title) });
    await expect(contact).toHaveText(TEXT.ar.card.contact);
    await contact.click();
    await expect(page).toHaveURL(new URL(`/property/${listing.id}#message`, page.url()).href);
    const box = page.getByTestId('contact-card').getByRole('textbox', { name: PROPERTY_TEXT.ar.message.label });
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
  });

  test('fits a 360 px phone: filters behind a button, no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/search?purpose=sale');
    await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('combobox', { name: 'البلدية' })).toBeHidden();
    await page.getByRole('button', { name: 'الفلاتر (1)' }).click();
    await expect(page.getByRole('combobox', { name: 'البلدية' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('search-360-ar.png'), fullPage: true });
  });
});

test.describe('/search in English', () => {
  test.beforeEach(async ({ page }) => startIn(page, 'en'));

  test('reads left to right, with English labels, counts and sorts', async ({ page }) => {
    const expected = await apiSearch(page, 'sort=price-desc');
    await open(page, '/search?sort=price-desc');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    await expect(page.getByTestId('results-count')).toHaveText(`${expected.total} properties available`);
    await expect.poll(() => cardTitles(page)).toEqual(expected.items.map((item) => item.titleEn ?? item.title));
    await page.getByRole('combobox', { name: 'Property type' }).selectOption({ label: 'Villa' });
    await expect(page).toHaveURL(/propertyType=%D9%81%D9%8A%D9%84%D8%A7&sort=price-desc|sort=price-desc.*propertyType=/);
    await expect(page.getByTestId('active-filters')).toHaveText('1 active filter');
  });

  test('says when nothing is found, in English', async ({ page }) => {
    await open(page, '/search?keyword=zzqqxx');
    await expect(page.getByTestId('no-results').getByRole('heading')).toHaveText('No properties found');
    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect(page).toHaveURL(/\/search$/);
  });
});
