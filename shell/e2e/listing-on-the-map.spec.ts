import { expect, test } from '@playwright/test';
import { formatBbox, type Property } from 'shared-contracts';
import { ACCOUNT_TEXT, FLOW, MARKETPLACE_TEXT, PROPERTY_TEXT, choose, fillRequired, newMember, open, startIn } from 'test-support';

// The map end to end, across the account and marketplace areas: the owner places the pin and
// publishes; a visitor finds the listing by moving the search map and "Search this area", opens
// it and sees its map. Each area's own tests cover the rest (mfe-account/e2e/listing-location,
// mfe-marketplace/e2e/listing-map).
const RUNS = [
  { language: 'ar', screen: 'desktop', viewport: { width: 1280, height: 900 }, commune: { ar: 'عين وسارة', en: 'Ain Oussera' }, exact: false },
  { language: 'en', screen: 'phone', viewport: { width: 390, height: 844 }, commune: { ar: 'حد الصحاري', en: 'Had Sahary' }, exact: true },
] as const;

for (const { language, screen, viewport, commune, exact } of RUNS) {
  test(
    `(${language}, ${screen}) a pin placed in the editor is found by moving the search map and "Search this area", and its page shows its map`,
    { tag: FLOW },
    async ({ page, browser, baseURL }) => {
      const account = ACCOUNT_TEXT[language];
      await page.setViewportSize(viewport);
      await startIn(page, language);
      await newMember(page);
      await page.goto('/dashboard/listings/new');
      const title = `${language === 'ar' ? 'منزل على الخريطة' : 'House on the map'} ${Date.now()}`;
      await fillRequired(page, account, title);
      await choose(page, account.editor.fields.commune, commune[language]);

      // A tap off the commune's centre places the pin there.
      const location = page.getByTestId('listing-location');
      await location.scrollIntoViewIfNeeded();
      const editorMap = location.getByRole('region', { name: account.editor.location.mapLabel });
      await expect(location.locator('.leaflet-marker-icon')).toBeVisible();
      const frame = (await editorMap.boundingBox())!;
      await editorMap.click({ position: { x: frame.width / 2 - 50, y: frame.height / 2 - 30 } });
      await expect(location).toHaveAttribute('data-placed', 'true');
      if (exact) await page.getByRole('radio', { name: account.editor.location.shown.exact }).check();
      await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
      await page.getByTestId('publish').click();
      await expect(page).toHaveURL(/\/dashboard\/listings$/);
      const id = Number(await page.getByTestId('my-listing').filter({ hasText: title }).getAttribute('data-listing-id'));
      const shown = ((await (await page.request.get(`/api/properties/${id}`)).json()) as Property).location!;
      expect(shown.approximate).toBe(!exact);

      // A visitor looks at the map just east of it: the listing is not among the markers.
      const visitor = await browser.newContext({ baseURL, viewport });
      const seeker = await visitor.newPage();
      await startIn(seeker, language);
      const east = { minLng: shown.lng + 0.005, minLat: shown.lat - 0.005, maxLng: shown.lng + 0.015, maxLat: shown.lat + 0.005 };
      await open(seeker, `/search?view=map&bbox=${formatBbox(east)}`);
      const map = seeker.getByTestId('search-map');
      const pin = map.locator(`[data-testid="map-point"][data-listing-id="${id}"]`);
      await expect(map.locator('[data-zoom]')).toBeAttached();
      await expect(pin).toHaveCount(0);

      // Dragged east by most of its width (the view moves west), then "Search this area".
      const container = map.locator('.leaflet-container');
      await container.scrollIntoViewIfNeeded();
      const view = (await container.boundingBox())!;
      const from = { x: view.x + view.width * 0.2, y: view.y + view.height / 2 };
      await seeker.mouse.move(from.x, from.y);
      await seeker.mouse.down();
      await seeker.mouse.move(from.x + view.width * 0.3, from.y, { steps: 5 });
      await seeker.mouse.move(from.x + view.width * 0.6, from.y, { steps: 5 });
      await seeker.mouse.up();
      await map.getByRole('button', { name: MARKETPLACE_TEXT[language].search.map.searchArea }).click();
      await expect.poll(() => new URL(seeker.url()).searchParams.get('bbox')).not.toBe(formatBbox(east));
      const [minLng, minLat, maxLng, maxLat] = new URL(seeker.url()).searchParams.get('bbox')!.split(',').map(Number);
      expect([shown.lng > minLng, shown.lng < maxLng, shown.lat > minLat, shown.lat < maxLat]).toEqual([true, true, true, true]);

      // Its marker, its card, its page, and the page's own map of its place.
      await pin.click();
      await map.getByTestId('map-card').locator(`a[href="/property/${id}"]`).first().click();
      await expect(seeker).toHaveURL(new RegExp(`/property/${id}$`));
      const place = seeker.getByTestId('place-card');
      await expect(place.getByRole('heading', { name: PROPERTY_TEXT[language].place.title })).toBeAttached();
      await place.scrollIntoViewIfNeeded();
      await expect(place.locator(exact ? '.leaflet-marker-icon' : '.leaflet-overlay-pane path')).toBeVisible();
      await expect(place.getByTestId('place-commune')).toHaveText(commune[language]);
      await visitor.close();
    },
  );
}
