import { expect, test, type Page } from '@playwright/test';
import { CSRF_HEADER, INQUIRY_TYPES, WORKER_CACHES, type ConversationSummary, type Property, type UploadedImage } from 'shared-contracts';
import {
  type Account,
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

/** How many writes the worker keeps to send later (Workbox's background-sync queue, in IndexedDB). */
const keptWrites = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some(({ name }) => name === 'workbox-background-sync')) return 0;
    const database = await new Promise<IDBDatabase>((resolve, reject) =>
      Object.assign(indexedDB.open('workbox-background-sync'), {
        onsuccess(this: IDBOpenDBRequest) {
          resolve(this.result);
        },
        onerror: reject,
      }),
    );
    if (!database.objectStoreNames.contains('requests')) return 0;
    return new Promise<number>((resolve) =>
      Object.assign(database.transaction('requests').objectStore('requests').count(), {
        onsuccess(this: IDBRequest<number>) {
          resolve(this.result);
        },
      }),
    );
  });

/** A listing of another account's, with a photo: what a visitor opens (their own listing is theirs alone, never kept). */
async function othersListing(page: Page, title: string): Promise<Property> {
  await newMember(page, 'مالك');
  const upload = await page.request.post('/api/uploads', { multipart: { file: await photo('house.jpg', '#2f6f4f') }, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(upload.status()).toBe(201);
  const listing = await apiListing(page, { title, images: [((await upload.json()) as UploadedImage).url] });
  await signOut(page);
  return listing;
}

/** A member (in English) whose favourite the worker has kept: the favourites opened again once it controls the page. */
async function favouriteKept(page: Page, title: string): Promise<{ member: Account; listing: Property }> {
  await startIn(page, 'en');
  const listing = await othersListing(page, title);
  const member = await newMember(page, 'Salima', { language: 'en' });
  await api(page, 'PUT', `/api/user/favorites/${listing.id}`);
  await page.goto('/dashboard/favorites');
  await workerControls(page);
  await page.goto('/dashboard/favorites');
  await expect(page.getByTestId('favorite').filter({ hasText: listing.title })).toBeVisible();
  await expect.poll(async () => (await kept(page))[WORKER_CACHES.account]).toContain('/api/user/favorites');
  return { member, listing };
}

for (const language of ['ar', 'en'] as const) {
  const name = `after one visit, offline: the home page, a search made, a listing opened and the favourites open, with its photo; a search never made shows the offline page (${language})`;
  test(name, { tag: FLOW }, async ({ page, context }) => {
    await startIn(page, language);
    const mark = unique();
    const listing = await othersListing(page, `بيت يُقرأ دون اتصال ${mark}`);
    await newMember(page, 'زائرة', { language });
    await api(page, 'PUT', `/api/user/favorites/${listing.id}`);

    // The worker is nothing the first screen waits for: neither it nor its code is there before the page's load.
    let loaded = false;
    const askedBeforeLoad: string[] = [];
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (!loaded && /\/app-worker\.[0-9a-f]+\.js$/.test(request.url())) askedBeforeLoad.push(request.url());
    });
    await page.addInitScript(() =>
      window.addEventListener(
        'load',
        () => void navigator.serviceWorker.getRegistration().then((registration) => (document.documentElement.dataset.registeredAtLoad = String(!!registration))),
      ),
    );
    await page.goto('/');
    await workerControls(page);
    expect(askedBeforeLoad).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-registered-at-load', 'false');
    // The page this first visit arrived on is kept too, though it came before the worker.
    await expect.poll(async () => (await kept(page))[WORKER_CACHES.pages]).toContain('/');

    // The favourites, then the listing opened from them (the browser draws it from the API's answer).
    await page.goto('/dashboard/favorites');
    const favourite = page.getByTestId('favorite').filter({ hasText: listing.title });
    await favourite.getByRole('heading').getByRole('link', { name: listing.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect.poll(async () => (await kept(page))[WORKER_CACHES.listingPhotos]).toContain(listing.images[0]);
    // A search made online.
    const search = `/search?keyword=${encodeURIComponent(mark)}`;
    await page.goto(search);
    const result = page.locator('main').getByRole('link', { name: listing.title }).first();
    await expect(result).toBeVisible();

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.locator('main a[href^="/property/"]').first()).toBeVisible();

    await page.goto(search);
    await expect(result).toBeVisible();

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
  });
}

test('no private answer is kept, and signing out forgets what was kept for the account', { tag: FLOW }, async ({ page, context }) => {
  const { member } = await favouriteKept(page, `Kept until sign-out ${unique()}`);

  // Whatever the worker kept, its server allowed: no answer marked no-store (the API's default), as each kept answer says itself.
  const keptAnswers = await page.evaluate(async () =>
    (
      await Promise.all(
        (await caches.keys()).map(async (name) => {
          const cache = await caches.open(name);
          return Promise.all(
            (await cache.keys()).map(async (request) => ({ path: new URL(request.url).pathname, cacheControl: (await cache.match(request))?.headers.get('Cache-Control') ?? '' })),
          );
        }),
      )
    )
      .flat()
      .filter(({ path }) => path.startsWith('/api/')),
  );
  expect(keptAnswers.map(({ path }) => path)).toEqual(expect.arrayContaining(['/api/user', '/api/user/favorites']));
  for (const answer of keptAnswers) expect(answer.cacheControl).not.toContain('no-store');

  await page.getByRole('button', { name: member.firstName }).click();
  await page.getByRole('menuitem', { name: SHELL_TEXT.en.account.signOut }).click();
  await expect(toaster(page)).toContainText(SHELL_TEXT.en.account.signedOut);
  await expect.poll(async () => Object.keys(await kept(page))).not.toContain(WORKER_CACHES.account);

  await context.setOffline(true);
  await page.goto('/dashboard/favorites');
  await expect(page.getByTestId('favorite')).toHaveCount(0);
});

test('another account signed in on the same browser, without a sign-out, never sees what was kept for the first', { tag: FLOW }, async ({ page, context }) => {
  await favouriteKept(page, `The first account's favourite ${unique()}`);

  // The first session ends without a sign-out (it expired, its cookie went); another account signs in, in a new tab.
  await context.clearCookies();
  await startIn(page, 'en');
  await newMember(page, 'Karima', { language: 'en' });
  const tab = await context.newPage();
  await tab.goto('/');
  // The worker heard the API name another account: the first one's answers are gone, not just written over.
  await expect.poll(async () => (await kept(tab))[WORKER_CACHES.account] ?? []).not.toContain('/api/user/favorites');
  await tab.goto('/dashboard/favorites');
  await expect(tab.getByTestId('favorites-empty')).toBeVisible();

  await context.setOffline(true);
  await tab.goto('/dashboard/favorites');
  await expect(tab.getByTestId('favorite')).toHaveCount(0);
  await tab.close();
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
  expect(await keptWrites(page)).toBe(1);

  await context.setOffline(false);
  await expect(toaster(page)).toContainText(SHELL_TEXT.en.appWorker.sent);
  expect((await mailTo('contact@djelfa-estates.dz', email)).subject).toContain('Written on the bus');
});

test('a form another site submits here, offline, is never kept to be sent later with this visitor’s session', { tag: FLOW }, async ({ page, context }) => {
  await startIn(page, 'en');
  await newMember(page, 'Salima', { language: 'en' });
  await page.goto('/');
  await workerControls(page);
  await context.setOffline(true);
  // A plain form's POST: what a page elsewhere can make a browser send here (it sets no header of
  // the site's), into a frame so that this page stays to look at the queue.
  await page.evaluate(() => {
    const frame = Object.assign(document.createElement('iframe'), { name: 'elsewhere' });
    document.body.append(frame);
    frame.addEventListener('load', () => (frame.dataset.answered = 'true'));
    const form = Object.assign(document.createElement('form'), { method: 'POST', action: '/api/conversations', target: 'elsewhere' });
    form.append(Object.assign(document.createElement('input'), { name: 'body', value: 'forged' }));
    document.body.append(form);
    form.submit();
  });
  // The frame shows what came back (the browser's own failure: a kept write would be answered 202).
  await expect(page.locator('iframe[name="elsewhere"]')).toHaveAttribute('data-answered', 'true');
  const queued = await keptWrites(page);
  expect(queued).toBe(0);
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
