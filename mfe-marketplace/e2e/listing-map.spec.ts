import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatBbox, mapsAppUrl, type BoundingBox, type Coordinates, type Property, type PropertyCreatePayload } from 'shared-contracts';
import { MARKETPLACE_TEXT, PROPERTY_TEXT, apiListing, expectNoHorizontalOverflow, open, startIn, unique } from 'test-support';
import { ownerWithListing } from './support';

// Places of the tests' own, far from every commune's centre (where the listings without a point
// are shown) and from each other: in the steppe west of Hassi Bahbah, and 55 km south-east of it.
const EXACT: Coordinates = { lat: 35.01234, lng: 2.69876 };
const HIDDEN: Coordinates = { lat: 34.812347, lng: 3.145671 };
const OUTSIDE: Coordinates = { lat: 34.61111, lng: 3.82222 };

/** What leaves out a screen reader or a keyboard in one part of the page (axe's serious and critical findings). */
async function expectAccessible(page: Page, selector: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(selector).setLegacyMode(true).analyze();
  const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(serious.map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** What the page logs as broken. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Leaflet's stylesheet (requested with its code): what a page pays for a map. */
const leafletRequests = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/leaflet\.[0-9a-f]+\.css$/.test(request.url())) urls.push(request.url());
  });
  return urls;
};

for (const language of ['ar', 'en'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`a listing's page shows its place when scrolled to: a pin for an exact point, a circle and a note for an approximate one, never its exact point, in ${language} on a ${device}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const text = PROPERTY_TEXT[language].place;
      const { owner, ownerContext, listing: exact } = await ownerWithListing(browser, baseURL, { commune: 'حاسي بحبح', coordinates: EXACT, locationExact: true });
      const { id: approximateId } = await ownerWithListingOf(owner, { commune: 'الجلفة', coordinates: HIDDEN, locationExact: false });
      await ownerContext.close();
      await startIn(page, language);
      await page.setViewportSize(viewport);

      const leaflet = leafletRequests(page);
      await open(page, `/property/${exact.id}`);
      const card = page.getByTestId('place-card');
      await expect(card.getByRole('heading', { name: text.title })).toBeAttached();
      // Below the first screen, its map costs nothing until it is near.
      await expect(card.locator('.leaflet-container')).toHaveCount(0);
      expect(leaflet).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('.leaflet-marker-icon')).toBeVisible();
      expect(leaflet).toHaveLength(1);
      await expect(card.locator('.leaflet-overlay-pane path')).toHaveCount(0);
      await expect(card.getByTestId('place-commune')).toHaveText(language === 'ar' ? 'حاسي بحبح' : 'Hassi Bahbah');
      await expect(card.getByTestId('place-approximate')).toHaveCount(0);
      const link = card.getByRole('link', { name: text.open });
      await expect(link).toHaveAttribute('href', mapsAppUrl(EXACT));
      expect(new URL((await link.getAttribute('href'))!).searchParams.get('query')).toBe(`${EXACT.lat.toFixed(5)},${EXACT.lng.toFixed(5)}`);
      // The zoom buttons on the language's start side, with their titles in it; the tiles' credit, linked.
      await expect(card.locator(`.leaflet-top.leaflet-${language === 'ar' ? 'right' : 'left'} .leaflet-control-zoom-in`)).toHaveAttribute(
        'title',
        language === 'ar' ? 'تكبير' : 'Zoom in',
      );
      await expect(card.locator('.leaflet-control-attribution a')).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
      await expect(card.locator('[role="region"]')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, '[data-testid="place-card"]');

      await open(page, `/property/${approximateId}`);
      const approximate = page.getByTestId('place-card');
      await approximate.scrollIntoViewIfNeeded();
      await expect(approximate.locator('.leaflet-overlay-pane path')).toBeVisible();
      await expect(approximate.locator('.leaflet-marker-icon')).toHaveCount(0);
      await expect(approximate.getByTestId('place-approximate')).toHaveText(text.approximate);
      const shown = new URL((await approximate.getByRole('link', { name: text.open }).getAttribute('href'))!).searchParams.get('query')!;
      const [lat, lng] = shown.split(',').map(Number);
      // Within the circle of the owner's point, and not it.
      expect(Math.abs(lat - HIDDEN.lat)).toBeLessThan(0.0046);
      expect(Math.abs(lng - HIDDEN.lng)).toBeLessThan(0.0056);
      expect(shown).not.toBe(`${HIDDEN.lat.toFixed(5)},${HIDDEN.lng.toFixed(5)}`);
      await expect(page.getByTestId('place-card')).toContainText(language === 'ar' ? 'الجلفة' : 'Djelfa');

      // Neither the page's HTML nor any answer about it holds the owner's point.
      const box = formatBbox({ minLng: HIDDEN.lng - 0.01, minLat: HIDDEN.lat - 0.01, maxLng: HIDDEN.lng + 0.01, maxLat: HIDDEN.lat + 0.01 });
      for (const path of [`/property/${approximateId}`, `/api/properties/${approximateId}`, `/api/properties?bbox=${box}`, `/api/properties/map?bbox=${box}`]) {
        const response = await page.request.get(path);
        expect(response.status(), path).toBe(200);
        const body = await response.text();
        if (path.startsWith('/api/properties?') || path.startsWith('/api/properties/map')) expect(body, path).toContain(String(approximateId));
        for (const secret of [String(HIDDEN.lat), String(HIDDEN.lng), encodeURIComponent(mapsAppUrl(HIDDEN)), mapsAppUrl(HIDDEN)]) expect(body, path).not.toContain(secret);
      }
    });
  }
}

/** Another listing of the same owner, through the API as the editor would send it. */
const ownerWithListingOf = (owner: Page, fields: Partial<PropertyCreatePayload>): Promise<Property> =>
  apiListing(owner, { title: `أرض ${unique()}`, titleEn: `Plot ${unique()}`, ...fields });

const around = ({ lat, lng }: Coordinates, half: number): BoundingBox => ({ minLng: lng - half, minLat: lat - half, maxLng: lng + half, maxLat: lat + half });

for (const [n, language] of (['ar', 'en'] as const).entries()) {
  for (const [m, [device, viewport]] of Object.entries(VIEWPORTS).entries()) {
    test(`/search's map shows the results as clusters and pins; "Search this area" puts the visible box in the URL and finds what is inside, in ${language} on a ${device}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const text = MARKETPLACE_TEXT[language].search;
      // Each test's own place, 0.06° (5 km) from the others' and 0.012° from its own repeats' on the same site: never in another's cluster.
      const { repeatEachIndex, retry } = test.info();
      const place = { lat: 34.8 + 0.012 * ((repeatEachIndex + retry * 4) % 8), lng: 3.55 + 0.06 * (n * 2 + m) };
      const { owner, ownerContext, listing: inside } = await ownerWithListing(browser, baseURL, { coordinates: place, locationExact: true });
      const outside = await ownerWithListingOf(owner, { coordinates: OUTSIDE, locationExact: true });
      await ownerContext.close();
      await startIn(page, language);
      await page.setViewportSize(viewport);

      const errors = errorsOf(page);
      const leaflet = leafletRequests(page);
      // The cards' layouts do not load the map's code; the Map layout is in the URL, to be shared.
      await open(page, '/search');
      await expect(page.getByTestId('property-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(leaflet).toEqual([]);
      await page.getByRole('button', { name: text.layout.map, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('map');
      await expect.poll(() => leaflet.length).toBe(1);

      // The whole wilaya: the demo listings, many at their commune's centre, clustered with their count.
      await open(page, '/search?view=map');
      const map = page.getByTestId('search-map');
      await expect(map.getByTestId('map-cluster').first()).toBeVisible();
      await expect(map.getByTestId('map-cluster').first()).toHaveText(/^\d+$/);
      await expect(page.getByRole('button', { name: text.layout.map })).toHaveAttribute('aria-pressed', 'true');
      await expect(map.getByTestId('search-this-area')).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      // Tapping a cluster zooms in.
      const zoomOf = async () => Number(await map.locator('[data-zoom]').getAttribute('data-zoom'));
      const wilayaZoom = await zoomOf();
      expect(wilayaZoom).toBeGreaterThanOrEqual(6);
      // By the keyboard (Enter on a focused marker is Leaflet's click): the first cluster may sit under a corner's control.
      await map.getByTestId('map-cluster').first().press('Enter');
      await expect.poll(zoomOf).toBeGreaterThan(wilayaZoom);
      await expect(map.getByTestId('search-this-area')).toBeVisible();
      // Scrolled under the site's sticky header, the map's button passes beneath it, not over it.
      const underHeader = await page.evaluate(() => {
        const header = document.querySelector('header')!;
        const button = document.querySelector('[data-testid="search-this-area"]')!;
        const before = header.getBoundingClientRect();
        window.scrollBy(0, button.getBoundingClientRect().top - (before.top + before.height / 2));
        const bar = header.getBoundingClientRect();
        const { left, width } = button.getBoundingClientRect();
        return { sticky: bar.bottom > 0, hit: header.contains(document.elementFromPoint(left + width / 2, bar.top + bar.height / 2)) };
      });
      expect(underHeader).toEqual({ sticky: true, hit: true });

      // A shared link with an area: the map fits it, its listing a pin of its own.
      await open(page, `/search?view=map&bbox=${formatBbox(around(place, 0.02))}`);
      await expect(page.getByTestId('map-area-chip')).toBeVisible();
      const pin = map.locator(`[data-testid="map-point"][data-listing-id="${inside.id}"]`);
      await expect(pin).toBeVisible();
      await expect(map.locator(`[data-listing-id="${outside.id}"]`)).toHaveCount(0);

      // Moved a little: "Search this area" writes the visible box into the URL.
      await expect(map.getByTestId('search-this-area')).toHaveCount(0);
      await map.locator('.leaflet-container').scrollIntoViewIfNeeded();
      const frame = (await map.locator('.leaflet-container').boundingBox())!;
      await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
      await page.mouse.down();
      await page.mouse.move(frame.x + frame.width / 2 + 40, frame.y + frame.height / 2 + 20, { steps: 5 });
      await page.mouse.up();
      const searchArea = map.getByRole('button', { name: text.map.searchArea });
      await expect(searchArea).toBeVisible();
      await searchArea.click();
      const bboxOfUrl = () => new URL(page.url()).searchParams.get('bbox');
      await expect.poll(bboxOfUrl).not.toBe(formatBbox(around(place, 0.02)));
      const written = bboxOfUrl()!;
      expect(written).toMatch(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/);
      const [minLng, minLat, maxLng, maxLat] = written.split(',').map(Number);
      expect(place.lng).toBeGreaterThan(minLng);
      expect(place.lng).toBeLessThan(maxLng);
      expect(place.lat).toBeGreaterThan(minLat);
      expect(place.lat).toBeLessThan(maxLat);
      expect(new URL(page.url()).searchParams.get('view')).toBe('map');
      await expect(searchArea).toHaveCount(0);
      await expect(pin).toBeVisible();
      const count = page.getByTestId('results-count');
      await expect(count).not.toHaveText(text.counting);
      const countOnMap = await count.textContent();

      // Its pin opens its card: price, type and a link to it.
      await pin.click();
      const mapCard = map.getByTestId('map-card');
      await expect(mapCard.locator(`a[href="/property/${inside.id}"]`).first()).toBeVisible();
      await expect(mapCard.getByTestId('property-price')).toBeVisible();
      await expectAccessible(page, '[data-testid="search-map"]');

      // The list honours the area too, shown as a removable chip: the listing inside, not the one outside.
      await page.getByRole('button', { name: text.layout.list, exact: true }).click();
      await expect(page).not.toHaveURL(/view=map/);
      const results = page.getByTestId('search-results');
      await expect(results.locator(`a[href="/property/${inside.id}"]`).first()).toBeVisible();
      await expect(results.locator(`a[href="/property/${outside.id}"]`)).toHaveCount(0);
      await expect(count).toHaveText(countOnMap!);
      // A first visit to such a link comes drawn by the portal with the same results.
      const drawn = await (await page.request.get(`/search?bbox=${written}`)).text();
      expect(drawn).toContain(`href="/property/${inside.id}"`);
      expect(drawn).not.toContain(`href="/property/${outside.id}"`);
      const chip = page.getByRole('button', { name: text.map.removeArea });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(page).not.toHaveURL(/bbox=/);
      await expect(chip).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
}
