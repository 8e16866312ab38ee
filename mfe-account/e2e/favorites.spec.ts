import { expect, test } from '@playwright/test';
import { ACCOUNT_TEXT as TEXT, FLOW, PROPERTY_TEXT, api, apiListing, areaTookOver, fillSignIn, newMember, signInAs, signOut } from 'test-support';

test('a listing saved before signing in is in the Favorites tab after signing in, and a price drop is pointed out', { tag: FLOW }, async ({ page, browser }) => {
  // An owner publishes a flat, then signs out.
  const owner = await newMember(page, 'مالك');
  const listing = await apiListing(page, { title: `شقة للمفضلة ${Date.now()}` });
  await signOut(page);

  // A visitor hearts it, signed out: kept in the browser.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/property/${listing.id}`);
  await areaTookOver(visitor);
  const actions = visitor.getByTestId('property-summary');
  await actions.getByRole('button', { name: PROPERTY_TEXT.ar.actions.saveLabel }).click();
  await expect(actions.getByRole('button', { name: PROPERTY_TEXT.ar.actions.unsaveLabel })).toHaveAttribute('aria-pressed', 'true');

  // The visitor makes an account: the favourite joins it, and the heart stays on.
  const account = await newMember(visitor, 'زائر');
  await signOut(visitor);
  await visitor.goto('/auth');
  await fillSignIn(visitor, account);
  await expect(visitor).toHaveURL(/\/$/);
  await expect.poll(async () => (await (await visitor.request.get('/api/user/favorites/ids')).json()) as number[]).toEqual([listing.id]);
  // The browser's copy is dropped once the merge's answer is back, a moment after the server has it.
  await expect.poll(() => visitor.evaluate(() => localStorage.getItem('djelfa-estates.favourites'))).not.toContain(String(listing.id));

  // The owner lowers the price: the tab says so.
  await signInAs(page, owner);
  await api(page, 'PATCH', `/api/properties/${listing.id}`, { price: 5_500_000 });

  await visitor.goto('/dashboard/favorites');
  const row = visitor.getByTestId('favorite').filter({ hasText: listing.title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('favorite-notice')).toContainText('انخفض السعر');
  await row.getByRole('button', { name: TEXT.ar.favorites.remove }).click();
  await expect(visitor.getByTestId('favorites-empty')).toBeVisible();
  await visitorContext.close();
});

test('the analytics tab shows each listing’s figures and what would raise its quality; a call click is reported', { tag: FLOW }, async ({ page, browser }) => {
  await newMember(page);
  const listing = await apiListing(page, { title: `شقة للإحصاء ${Date.now()}` });
  // A person's browser: the owner's number is never shown to a crawler, as the headless one says it is.
  const visitorContext = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/property/${listing.id}`);
  await areaTookOver(visitor);
  // The number comes on a click (a "phone" lead the server counts), then Call is a tel: link.
  const card = visitor.getByTestId('contact-card');
  await card.getByRole('button', { name: PROPERTY_TEXT.ar.contact.showNumber }).click();
  const reported = visitor.waitForRequest((request) => request.url().endsWith('/api/listing-events') && request.method() === 'POST');
  // The tel: link goes nowhere in a test browser: the click is what counts.
  await visitor.route('tel:*', (route) => route.abort());
  await card
    .getByTestId('owner-phone')
    .getByRole('link', { name: PROPERTY_TEXT.ar.contact.call })
    .click({ noWaitAfter: true })
    .catch(() => undefined);
  expect(JSON.parse((await reported).postData() ?? '{}')).toEqual({ events: [{ propertyId: listing.id, kind: 'call' }] });
  await visitorContext.close();

  await page.goto('/dashboard/analytics');
  const figures = page.getByTestId('listing-figures').filter({ hasText: listing.title });
  await expect(figures).toBeVisible();
  await expect(figures).toContainText(TEXT.ar.analytics.tips.morePhotos);
  await expect(page.getByTestId('daily-chart').locator('rect')).toHaveCount(60);
  await expect(page.getByTestId('analytics-call')).toHaveText(/\d+/);
});

test('a search saved from /search is on the dashboard with its alerts; opening it gives the same search', async ({ page }) => {
  await newMember(page);
  await page.goto(`/search?commune=${encodeURIComponent('مسعد')}&purpose=sale`);
  await areaTookOver(page);
  await page.getByTestId('save-search').click();
  const form = page.getByTestId('save-search-form');
  await expect(form.getByRole('textbox')).toHaveValue('مسعد');
  await form.getByRole('combobox').selectOption('instant');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('search-saved')).toBeVisible();

  await page.getByTestId('search-saved').getByRole('link').click();
  const saved = page.getByTestId('saved-search').filter({ hasText: 'مسعد' });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('combobox')).toBeAttached();
  await saved.getByRole('button', { name: 'مسعد' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?commune=${encodeURIComponent('مسعد')}&purpose=sale$`));
});

test('a visitor is asked to sign in to save a search, and comes back to it', async ({ page }) => {
  await page.goto('/search?purpose=rent');
  await page.getByRole('link', { name: 'سجّل الدخول لحفظ هذا البحث' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fsearch%3Fpurpose%3Drent$/);
});
