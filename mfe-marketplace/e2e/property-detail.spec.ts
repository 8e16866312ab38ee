import { expect, test, type Page } from '@playwright/test';
import { SIMILAR_PROPERTIES_COUNT, formatPrice, similarPropertiesPath, youtubeVideoId, type PropertyDetail } from 'shared-contracts';
import { PROPERTY_TEXT as TEXT, expectNoHorizontalOverflow, open, startIn } from 'test-support';
import { arriveAt, patchListing } from './support';

const LANGUAGES = ['ar', 'en'] as const;

/** Every public demo listing (about 40, a few with a YouTube tour) as its own page reads it (a list gives cards, without videos and texts). */
async function demoListings(page: Page): Promise<PropertyDetail[]> {
  const response = await page.request.get('/api/properties?pageSize=100');
  expect(response.status()).toBe(200);
  const cards = (await response.json()) as { id: number }[];
  return Promise.all(cards.map(async ({ id }) => (await (await page.request.get(`/api/properties/${id}`)).json()) as PropertyDetail));
}

async function findListing(page: Page, describe: string, wanted: (listing: PropertyDetail) => boolean): Promise<PropertyDetail> {
  const listing = (await demoListings(page)).find(wanted);
  if (!listing) throw new Error(`No demo listing ${describe}`);
  return listing;
}

const titleIn = (listing: PropertyDetail, language: 'ar' | 'en') => (language === 'en' && listing.titleEn) || listing.title;

/** Nothing is fetched from YouTube in a test; the browser's CSP still applies before any request. */
async function stubYoutube(page: Page): Promise<void> {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>stub player</p>' }));
}

const counter = (page: Page) => page.getByTestId('gallery').getByTestId('photo-counter');

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.beforeEach(async ({ page }) => {
      await startIn(page, language);
    });

    test('the gallery steps both ways, wrapping, with its counter, next on the side the text runs to', async ({ page }) => {
      const listing = await findListing(page, 'with 3+ photos', (l) => l.images.length >= 3);
      const total = listing.images.length;
      await open(page, `/property/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleIn(listing, language));
      await expect(counter(page)).toHaveText(`1 / ${total}`);

      const previous = page.getByRole('button', { name: text.gallery.previous, exact: true });
      const next = page.getByRole('button', { name: text.gallery.next, exact: true });
      await previous.click();
      await expect(counter(page)).toHaveText(`${total} / ${total}`);
      await next.click();
      await expect(counter(page)).toHaveText(`1 / ${total}`);
      await next.click();
      await expect(counter(page)).toHaveText(`2 / ${total}`);
      await page.getByRole('button', { name: text.gallery.thumbnail.replace('{{n}}', String(total)), exact: true }).click();
      await expect(counter(page)).toHaveText(`${total} / ${total}`);

      // Next sits at the end of the line: on the left in Arabic, on the right in English.
      const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
      if (language === 'ar') expect(nextBox!.x).toBeLessThan(previousBox!.x);
      else expect(nextBox!.x).toBeGreaterThan(previousBox!.x);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    });

    test('a click opens the photos full screen: arrows as drawn, a swipe, and Escape closes', async ({ page }) => {
      const listing = await findListing(page, 'with 3+ photos', (l) => l.images.length >= 3);
      const total = listing.images.length;
      await open(page, `/property/${listing.id}`);
      await page.getByRole('button', { name: text.gallery.open }).click();
      const viewer = page.getByRole('dialog', { name: text.viewer.label });
      await expect(viewer).toBeVisible();
      const viewerCounter = viewer.getByTestId('photo-counter');
      await expect(viewerCounter).toHaveText(`1 / ${total}`);
      expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize()! });

      const onward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
      const back = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
      await page.keyboard.press(onward);
      await expect(viewerCounter).toHaveText(`2 / ${total}`);
      await page.keyboard.press(back);
      await page.keyboard.press(back);
      await expect(viewerCounter).toHaveText(`${total} / ${total}`);
      await expect(viewer.getByRole('img')).toHaveAttribute('src', listing.images[total - 1]);

      // A drag towards the start of the line brings the next photo (and wraps).
      const box = (await viewer.getByRole('img').boundingBox())!;
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(middle.x, middle.y);
      await page.mouse.down();
      await page.mouse.move(middle.x + (language === 'ar' ? 120 : -120), middle.y, { steps: 5 });
      await page.mouse.up();
      await expect(viewerCounter).toHaveText(`1 / ${total}`);

      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      await expect(counter(page)).toHaveText(`1 / ${total}`);
      await expect(page.getByRole('button', { name: text.gallery.open })).toBeFocused();
    });

    test('the virtual tour card shows for a YouTube link: Play embeds the private player, Close removes it', async ({ page }) => {
      const listing = await findListing(page, 'with a YouTube video', (l) => !!l.videos[0] && youtubeVideoId(l.videos[0]) !== null);
      const videoId = youtubeVideoId(listing.videos[0])!;
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await stubYoutube(page);
      await open(page, `/property/${listing.id}`);
      const card = page.getByTestId('tour-card');
      await expect(card.getByRole('heading', { name: text.tour.title })).toBeVisible();
      await card.getByRole('button', { name: text.tour.play }).click();
      const player = card.locator('iframe');
      await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`);
      // It loaded: the site's CSP lets YouTube's privacy-enhanced player into a frame.
      await expect(player.contentFrame().getByText('stub player')).toBeVisible();
      await card.getByRole('button', { name: text.tour.close }).click();
      await expect(player).toHaveCount(0);
      await expect(card.getByRole('button', { name: text.tour.play })).toBeFocused();
      expect(blocked).toEqual([]);
    });

    test('Details is the tab shown first: no bedrooms row when there are none, price per m² when the area is known', async ({ page }) => {
      const land = await findListing(page, 'without bedrooms, with an area', (l) => l.bedrooms === null && l.area !== null);
      await open(page, `/property/${land.id}`);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(text.tabs.details);
      const details = page.getByTestId('details-list');
      await expect(details.getByRole('term').first()).toBeVisible();
      expect(await details.getByRole('term').allTextContents()).not.toContain(text.details.bedrooms);
      const perMetre = Math.round(Number(land.priceDzd) / Number(land.area)).toLocaleString('en-US');
      await expect(details.locator('[data-row="pricePerMetre"] dd')).toHaveText(`${perMetre} ${language === 'ar' ? 'د.ج/م²' : 'DZD/m²'}`);
      await expect(details.locator('[data-row="pricePerMetre"] dt')).toHaveText(text.details.pricePerMetre);
      await expect(details.locator('[data-row="listed"] dd')).toHaveText(language === 'ar' ? /^\d{1,2} [\u0600-\u06FF]+ \d{4}$/ : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);

      const flat = await findListing(page, 'with bedrooms and features', (l) => l.bedrooms !== null && l.features.length > 0);
      await open(page, `/property/${flat.id}`);
      await expect(page.getByTestId('details-list').locator('[data-row="bedrooms"] dd')).toHaveText(String(flat.bedrooms));
      await page.getByRole('tab', { name: text.tabs.features }).click();
      await expect(page.getByRole('tabpanel')).toContainText((language === 'en' && flat.featuresEn[0]) || flat.features[0]);
    });

    test("a missing listing shows 'Property not found' with Back to Home", async ({ page }) => {
      await page.goto('/property/987654');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound.title);
      await page.getByRole('link', { name: text.notFound.home }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('[data-remote="marketplace"]').getByTestId('home-hero')).toBeVisible();
    });

    test('similar listings: the server’s ranking, never empty for the demo listings, never the listing itself', async ({ page }) => {
      // A listing whose commune holds no other of its type (the case that always showed none), and two more.
      const all = await demoListings(page);
      const alone = all.find((l) => !all.some((o) => o.id !== l.id && o.commune === l.commune && o.propertyType === l.propertyType));
      for (const listing of [alone ?? all[0], all[1], all[all.length - 1]]) {
        const ranked = (await (await page.request.get(similarPropertiesPath(listing.id))).json()) as PropertyDetail[];
        await open(page, `/property/${listing.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleIn(listing, language));
        const similar = page.getByTestId('similar-properties');
        await expect(similar.getByTestId('property-card')).not.toHaveCount(0);
        await expect(similar.getByTestId('property-card').getByRole('heading', { level: 3 })).toHaveText(ranked.map((l) => titleIn(l, language)));
        const links = await similar
          .getByTestId('property-card')
          .getByRole('heading', { level: 3 })
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
        expect(links.length).toBeLessThanOrEqual(SIMILAR_PROPERTIES_COUNT);
        expect(links).not.toContain(`/property/${listing.id}`);
        await expect(similar.getByText(text.similar.empty)).toHaveCount(0);
      }
    });

    test('the contact card names the owner and holds no number until asked; Contact brings it into view, at Show number', async ({ page }) => {
      // The demo accounts have a number and take calls (listings other tests add come first, from members without one).
      const listing = await findListing(page, 'whose owner takes calls', (l) => l.owner.hasPhone);
      await open(page, `/property/${listing.id}`);
      const card = page.getByTestId('contact-card');
      await expect(card).toContainText(`${listing.owner.firstName} ${listing.owner.lastName}`);
      await expect(card.getByRole('textbox', { name: text.message.label })).toBeVisible();
      // The footer's tel: is the site's own number.
      await expect(page.getByRole('main').locator('a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(0);
      // Contact in the summary brings the card into view, focus on its first way to reach the owner.
      await page.getByRole('group', { name: text.actions.label }).getByRole('button', { name: text.actions.contact }).click();
      await expect(card.getByRole('button', { name: text.contact.showNumber })).toBeFocused();
      await expect(card).toBeInViewport();
    });
  });
}

test('Share copies the link where the browser has no share sheet, with a notice', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  const listing = (await demoListings(page))[1];
  await open(page, `/property/${listing.id}`);
  await page.getByRole('button', { name: TEXT.ar.actions.share }).click();
  await expect(page.getByTestId('toaster')).toContainText(TEXT.ar.share.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/property/${listing.id}`);
});

test('Save keeps the listing as a favourite across a reload', async ({ page }) => {
  const listing = (await demoListings(page))[2];
  await open(page, `/property/${listing.id}`);
  // Similar listings below carry their own hearts: the listing's own is in its summary.
  const summary = page.getByTestId('property-summary');
  await summary.getByRole('button', { name: TEXT.ar.actions.saveLabel }).click();
  await page.reload();
  await expect(summary.getByRole('button', { name: TEXT.ar.actions.unsaveLabel })).toHaveAttribute('aria-pressed', 'true');
});

test('no tour card for a video that is not on YouTube, nor without a video', async ({ page }) => {
  const listing = await findListing(page, 'with photos', (l) => l.images.length > 0);
  await patchListing(page, listing.id, (l) => ({ ...l, videos: ['https://vimeo.com/76979871'] }));
  await arriveAt(page, `/property/${listing.id}`);
  await expect(page.getByTestId('detail-tabs')).toBeVisible();
  await expect(page.getByTestId('tour-card')).toHaveCount(0);
});

test('a failed load says so, and Retry loads the listing', async ({ page }) => {
  const listing = (await demoListings(page))[3];
  let calls = 0;
  await page.route(`**/api/properties/${listing.id}`, async (route) => {
    calls += 1;
    if (calls === 1) await route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } });
    else await route.continue();
  });
  await arriveAt(page, `/property/${listing.id}`);
  const alert = page.getByRole('alert').filter({ hasText: TEXT.ar.error.title });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: TEXT.ar.error.retry }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  expect(calls).toBe(2);
});

test('the served HTML carries the Open Graph and Twitter tags of an active listing, and none for a missing one', async ({ page, request, baseURL }) => {
  const listing = await findListing(page, 'with photos', (l) => l.images.length > 0);
  const html = await (await request.get(`/property/${listing.id}`, { headers: { Accept: 'text/html' } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(head)?.[1];
  const title = `${listing.title} — ${formatPrice(listing.price, listing.priceUnit, 'ar')}`;
  expect(meta('og:title')).toContain(title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  expect(meta('twitter:title')).toBe(meta('og:title'));
  expect(meta('og:description')).toBeTruthy();
  expect(meta('twitter:description')).toBe(meta('og:description'));
  // PUBLIC_URL is unset in the tests: the portal's own address on localhost.
  const port = new URL(baseURL!).port;
  expect(meta('og:image')).toBe(`http://localhost:${port}${listing.images[0]}`);
  expect(meta('twitter:image')).toBe(meta('og:image'));
  expect(meta('og:url')).toBe(`http://localhost:${port}/property/${listing.id}`);
  expect(meta('og:type')).toBe('website');
  expect(meta('twitter:card')).toBe('summary_large_image');

  const missing = await (await request.get('/property/987654', { headers: { Accept: 'text/html' } })).text();
  expect(missing).not.toContain('og:title');
  expect(missing).toContain('<div id="root">');
});

for (const language of LANGUAGES) {
  test(`a 360 px phone shows the page without sideways scrolling, in ${language}`, async ({ page }, testInfo) => {
    await startIn(page, language);
    await page.setViewportSize({ width: 360, height: 740 });
    await stubYoutube(page);
    const listing = await findListing(page, 'with a YouTube video and photos', (l) => l.images.length > 1 && !!l.videos[0] && youtubeVideoId(l.videos[0]) !== null);
    await open(page, `/property/${listing.id}`);
    await expect(page.getByTestId('gallery')).toBeVisible();
    await expect(page.getByTestId('similar-properties')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`property-detail-360-${language}.png`) });
    await page.screenshot({ path: testInfo.outputPath(`property-detail-360-${language}-full.png`), fullPage: true });
  });

  test(`the desktop page, in ${language}`, async ({ page }, testInfo) => {
    await startIn(page, language);
    await page.setViewportSize({ width: 1280, height: 900 });
    await stubYoutube(page);
    const listing = await findListing(page, 'with a YouTube video and photos', (l) => l.images.length > 1 && !!l.videos[0] && youtubeVideoId(l.videos[0]) !== null);
    await open(page, `/property/${listing.id}`);
    await expect(page.getByTestId('gallery')).toBeVisible();
    // The owner's cards sit beside the photos, at the end of the line (left in Arabic).
    const [gallery, contact] = [await page.getByTestId('gallery').boundingBox(), await page.getByTestId('contact-card').boundingBox()];
    if (language === 'ar') expect(contact!.x).toBeLessThan(gallery!.x);
    else expect(contact!.x).toBeGreaterThan(gallery!.x);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`property-detail-desktop-${language}.png`), fullPage: true });
  });
}
