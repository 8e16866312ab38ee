import { expect, test, type Page } from '@playwright/test';
import { PUSH_SUBSCRIPTIONS_PATH, type PushDevices, type PushPayload } from 'shared-contracts';
import { COMMON_TEXT, FLOW, MARKETPLACE_TEXT, PROPERTY_TEXT, apiListing, areaTookOver, newMember, signOut, startIn, unique, workerControls } from 'test-support';

// The site's service worker (README "The app offline"): every other test blocks it.
test.use({ serviceWorkers: 'allow' });

/** A push as the push service hands it to the worker, through Chromium's DevTools (the API's own sending is tested against a stand-in push service). */
async function deliverPush(page: Page, payload: PushPayload): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registered, data: JSON.stringify(payload) });
  await cdp.detach();
}

test('a push from the API is shown as its notification, with the page it opens', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await workerControls(page);
  const payload: PushPayload = { title: 'بحث "شقق الجلفة": عقار جديد', body: 'شقة F3 للبيع — 6 مليون د.ج', url: '/search?commune=الجلفة', tag: `saved-search-${unique()}` };
  await deliverPush(page, payload);
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown })));
  await expect.poll(shown).toContainEqual({ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } });
});

/**
 * The browser's push service, stood in for: this headless Chromium has none (its subscribe fails).
 * A subscription with real keys (a P-256 point, 16 bytes of secret), as a push service gives.
 */
async function standInPushService(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const base64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let subscription: PushSubscription | null = null;
    PushManager.prototype.getSubscription = () => Promise.resolve(subscription);
    PushManager.prototype.subscribe = async () => {
      const keys = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = base64url(await crypto.subtle.exportKey('raw', keys.publicKey));
      const auth = base64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
      subscription = { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }) } as unknown as PushSubscription;
      return subscription;
    };
  });
}

test('saving a search offers notifications on this phone, never on arrival, and turns them on for this device (en)', { tag: FLOW }, async ({ page, context }) => {
  const text = MARKETPLACE_TEXT.en.search.save;
  await startIn(page, 'en');
  await standInPushService(page);
  await context.grantPermissions(['notifications']);
  await newMember(page, 'Salima', { language: 'en' });
  await page.goto(`/search?commune=${encodeURIComponent('الجلفة')}`);
  await workerControls(page);
  await areaTookOver(page);
  await expect(page.getByTestId('push-offer')).toHaveCount(0);

  await page.getByTestId('save-search').click();
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(page.getByTestId('search-saved')).toBeVisible();
  const offer = page.getByTestId('push-offer');
  await expect(offer).toContainText(COMMON_TEXT.en.push.offer.search);
  await offer.getByRole('button', { name: COMMON_TEXT.en.push.turnOn }).click();
  await expect(offer).toHaveText(COMMON_TEXT.en.push.on);
  expect(((await (await page.request.get(PUSH_SUBSCRIPTIONS_PATH)).json()) as PushDevices).thisDevice).toBe(true);
});

test('a browser whose push service fails says so plainly, the email alerts standing (ar)', { tag: FLOW }, async ({ page, context }) => {
  const text = MARKETPLACE_TEXT.ar.search.save;
  await startIn(page, 'ar');
  await page.addInitScript(() => (PushManager.prototype.subscribe = () => Promise.reject(new DOMException('Registration failed - push service error', 'AbortError'))));
  await context.grantPermissions(['notifications']);
  await newMember(page, 'سليمة', { language: 'ar' });
  await page.goto(`/search?commune=${encodeURIComponent('الجلفة')}`);
  await workerControls(page);
  await areaTookOver(page);
  await page.getByTestId('save-search').click();
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  const offer = page.getByTestId('push-offer');
  await offer.getByRole('button', { name: COMMON_TEXT.ar.push.turnOn }).click();
  await expect(offer).toHaveText(COMMON_TEXT.ar.push.failed);
});

test('sending a message offers notifications for the answer; "Not now" keeps the offer away (ar)', { tag: FLOW }, async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await newMember(owner, 'مالك');
  const first = await apiListing(owner, { title: `شقة للإشعارات ${unique()}` });
  const second = await apiListing(owner, { title: `شقة أخرى للإشعارات ${unique()}` });
  await signOut(owner);
  await ownerContext.close();

  await startIn(page, 'ar');
  await newMember(page, 'زائرة', { language: 'ar' });
  const send = async (id: number) => {
    await page.goto(`/property/${id}`);
    await areaTookOver(page);
    const box = page.getByTestId('message-box');
    await box.getByLabel(PROPERTY_TEXT.ar.message.label).fill(`هل ما زالت متاحة؟ ${unique()}`);
    await box.getByRole('button', { name: PROPERTY_TEXT.ar.message.send }).click();
    await expect(box.getByTestId('message-sent')).toBeVisible();
    return box;
  };
  await page.goto('/');
  await workerControls(page);
  const box = await send(first.id);
  const offer = box.getByTestId('push-offer');
  await expect(offer).toContainText(COMMON_TEXT.ar.push.offer.message);
  await offer.getByRole('button', { name: COMMON_TEXT.ar.push.notNow }).click();
  await expect(offer).toHaveCount(0);
  // The next message: the offer does not even ask whether this phone is subscribed.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PUSH_SUBSCRIPTIONS_PATH) asked.push(request.url());
  });
  const next = await send(second.id);
  await expect(next.getByTestId('message-sent')).toBeVisible();
  expect(asked).toEqual([]);
  await expect(next.getByTestId('push-offer')).toHaveCount(0);
});
