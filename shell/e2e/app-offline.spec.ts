import { expect, test, type Page } from '@playwright/test';
import { CSRF_HEADER, INQUIRY_TYPES, WORKER_CACHES, type ConversationSummary, type Property, type UploadedImage } from 'shared-contracts';
import {
  COMMON_TEXT,
  FLOW,
  PROPERTY_TEXT,
  SHELL_TEXT,
  api,
  apiListing,
  areaTookOver,
  csrf,
  mailTo,
  newMember,
  photo,
  shellPageTookOver,
  signOut,
  startIn,
  toaster,
  unique,
  workerControls,
} from 'test-support';

// The site's service worker (README "The app offline"): every other test blocks it.
test.use({ serviceWorkers: 'allow' });

/** Every URL the worker keeps, by cache. */
const kept = (page: Page) =>
  page.evaluate(async () =>
    Object.fromEntries(
      await Promise.all((await caches.keys()).map(async (name) => [name, (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)] as const)),
    ),
  );

/** A listing of another account's, with a photo: what a visitor opens (their own listing is theirs alone, never kept). */
async function othersListing(page: Page, title: string): Promise<Property> {
  await newMember(page, 'مالك');
  const upload = await page.request.post('/api/uploads', { multipart: { file: await photo('house.jpg', '#2f6f4f') }, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(upload.status()).toBe(201);
  const listing = await apiListing(page, { title, images: [((await upload.json()) as UploadedImage).url] });
  await signOut(page);
  return listing;
}

for (const language of ['ar', 'en'] as const) {
  test(
    `after one visit, offline: the home page, a listing opened and the favourites open, with its photo; a search never made shows the offline page (${language})`,
    { tag: FLOW },
    async ({ page, context }) => {
      await startIn(page, language);
      const listing = await othersListing(page, `بيت يُقرأ دون اتصال ${unique()}`);
      await newMember(page, 'زائرة', { language });
      await api(page, 'PUT', `/api/user/favorites/${listing.id}`);

      // The worker is nothing the first screen waits for: its code is asked for after the page's load.
      let loaded = false;
      const askedBeforeLoad: string[] = [];
      page.on('load', () => (loaded = true));
      page.on('request', (request) => {
        if (!loaded && /\/(sw\.js|app-worker\.[0-9a-f]+\.js)$/.test(request.url())) askedBeforeLoad.push(request.url());
      });
      await page.goto('/');
      await workerControls(page);
      expect(askedBeforeLoad).toEqual([]);
      // The page this first visit arrived on is kept too, though it came before the worker.
      await expect.poll(async () => (await kept(page))[WORKER_CACHES.pages]).toContain('/');

      // The favourites, then the listing opened from them (the browser draws it from the API's answer).
      await page.goto('/dashboard/favorites');
      const favourite = page.getByTestId('favorite').filter({ hasText: listing.title });
      await favourite.getByRole('heading').getByRole('link', { name: listing.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
      await expect.poll(async () => (await kept(page))[WORKER_CACHES.listingPhotos]).toContain(listing.images[0]);

      await context.setOffline(true);
      await page.goto('/');
      await expect(page.locator('main a[href^="/property/"]').first()).toBeVisible();

      await page.goto(`/property/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
      const firstPhoto = page.locator(`main img[src="${listing.images[0]}"]`).first();
      await expect.poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      await page.goto('/dashboard/favorites');
      await expect(page.getByTestId('favorite').filter({ hasText: listing.title })).toBeVisible();

      // Never the browser's own error page: the site's, in the visitor's language.
      await page.goto(`/search?commune=${encodeURIComponent('مسعد')}&minPrice=1234567`);
      const offline = page.getByTestId('offline-page');
      await expect(offline.getByRole('heading', { name: COMMON_TEXT[language].offline.title })).toBeVisible();
      await expect(offline.getByRole('link', { name: COMMON_TEXT[language].offline.favourites })).toHaveAttribute('href', '/dashboard/favorites');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    },
  );
}

test('no private answer is kept, and signing out forgets what was kept for the account', { tag: FLOW }, async ({ page, context }) => {
  await startIn(page, 'en');
  const listing = await othersListing(page, `Kept until sign-out ${unique()}`);
  const member = await newMember(page, 'Salima', { language: 'en' });
  await api(page, 'PUT', `/api/user/favorites/${listing.id}`);
  await page.goto('/dashboard/favorites');
  await workerControls(page);
  // The dashboard's own reads go through the worker now.
  await page.goto('/dashboard/favorites');
  await expect(page.getByTestId('favorite').filter({ hasText: listing.title })).toBeVisible();
  await expect.poll(async () => (await kept(page))[WORKER_CACHES.account]).toContain('/api/user/favorites');

  // Whatever the worker kept, its server allowed: no answer marked no-store (the API's default).
  const caches = await kept(page);
  const apiAnswers = Object.entries(caches).flatMap(([name, paths]) => (name.startsWith('workbox-precache') ? [] : paths.filter((path) => path.startsWith('/api/'))));
  expect(apiAnswers.length).toBeGreaterThan(0);
  for (const path of apiAnswers)
    expect({ path, cacheControl: (await page.request.get(path)).headers()['cache-control'] }).not.toMatchObject({ cacheControl: expect.stringContaining('no-store') });

  await page.getByRole('button', { name: member.firstName }).click();
  await page.getByRole('menuitem', { name: SHELL_TEXT.en.account.signOut }).click();
  await expect(toaster(page)).toContainText(SHELL_TEXT.en.account.signedOut);
  await expect.poll(async () => Object.keys(await kept(page))).not.toContain(WORKER_CACHES.account);

  await context.setOffline(true);
  await page.goto('/dashboard/favorites');
  await expect(page.getByTestId('favorite')).toHaveCount(0);
});

test('the contact form sent offline is kept, the page says so, and it reaches the team when the connection returns (en)', { tag: FLOW }, async ({ page, context }) => {
  const text = SHELL_TEXT.en.contact;
  await startIn(page, 'en');
  await page.goto('/contact');
  await workerControls(page);
  await shellPageTookOver(page);
  const email = `offline-${unique()}@example.dz`;

  await context.setOffline(true);
  const form = page.getByTestId('contact-form');
  await form.getByLabel(text.form.name).fill('Nadia Saidi');
  await form.getByLabel(text.form.email).fill(email);
  await form.getByLabel(text.form.subject).fill('Written on the bus');
  await form.getByLabel(text.form.message).fill('Is the villa in Ain Oussera still for sale?');
  await form.getByLabel(text.form.inquiryType).selectOption({ label: INQUIRY_TYPES[1].en });
  await form.getByRole('button', { name: text.form.send }).click();
  await expect(toaster(page)).toContainText(text.kept);
  await expect(toaster(page)).toContainText(COMMON_TEXT.en.errors.codes.QUEUED_OFFLINE);
  await expect(form.getByLabel(text.form.subject)).toHaveValue('');

  await context.setOffline(false);
  await expect(toaster(page)).toContainText(SHELL_TEXT.en.appWorker.sent);
  expect((await mailTo('contact@djelfa-estates.dz', email)).subject).toContain('Written on the bus');
});

test('a message to an owner written offline is kept, the page says so, and it is sent when the connection returns (ar)', { tag: FLOW }, async ({ page, context, browser }) => {
  const text = PROPERTY_TEXT.ar;
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await newMember(owner, 'مالك');
  const listing = await apiListing(owner, { title: `شقة للرسائل دون اتصال ${unique()}` });

  await startIn(page, 'ar');
  await newMember(page, 'زائرة', { language: 'ar' });
  await page.goto(`/property/${listing.id}`);
  await workerControls(page);
  await areaTookOver(page);

  await context.setOffline(true);
  const body = `هل ما زالت متاحة؟ ${unique()}`;
  const box = page.getByTestId('message-box');
  await box.getByLabel(text.message.label).fill(body);
  await box.getByRole('button', { name: text.message.send }).click();
  await expect(box.getByTestId('message-kept')).toHaveText(COMMON_TEXT.ar.errors.codes.QUEUED_OFFLINE);
  await expect(box.getByLabel(text.message.label)).toHaveValue('');

  await context.setOffline(false);
  await expect(toaster(page)).toContainText(SHELL_TEXT.ar.appWorker.sent);
  await expect
    .poll(async () => ((await (await owner.request.get('/api/conversations')).json()) as ConversationSummary[]).map((conversation) => conversation.lastMessage))
    .toContain(body);
  await ownerContext.close();
});
