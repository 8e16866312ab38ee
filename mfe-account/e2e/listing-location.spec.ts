import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  APPROXIMATE_RADIUS_M,
  COMMUNE_CENTRES,
  CSRF_HEADER,
  isInWilaya,
  type ApiErrorBody,
  type Coordinates,
  type ListingPlacement,
  type Property,
  type PropertyCreatePayload,
  WILAYA_CENTRE,
} from 'shared-contracts';
import { ACCOUNT_TEXT as TEXT, FLOW, choose, csrf, expectNoHorizontalOverflow, fillRequired, newMember, startIn } from 'test-support';

const LANGUAGES = ['ar', 'en'] as const;
const SCREENS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
const MESSAAD = { lat: COMMUNE_CENTRES['مسعد'].lat, lng: COMMUNE_CENTRES['مسعد'].lng };
const ALGIERS = { latitude: 36.7538, longitude: 3.0588 };

/** Metres between two points on the Earth (haversine): near enough at 500 m. */
function metresBetween(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The editor's pin as the page says it: placed or not, and where (the group's data, as its text writes it). */
async function pinOf(location: Locator): Promise<Coordinates & { placed: boolean }> {
  const [placed, lat, lng] = await Promise.all(['data-placed', 'data-lat', 'data-lng'].map((name) => location.getAttribute(name)));
  return { placed: placed === 'true', lat: Number(lat), lng: Number(lng) };
}

/** The editor's map section, scrolled to (its map loads when near), its pin drawn on the map. */
async function mapSection(page: Page, text: (typeof TEXT)['ar']): Promise<Locator> {
  const location = page.getByTestId('listing-location');
  await location.scrollIntoViewIfNeeded();
  await expect(location.getByRole('region', { name: text.editor.location.mapLabel })).toBeVisible();
  await expect(location.locator('.leaflet-marker-icon')).toBeVisible();
  return location;
}

/**
 * The site's sticky header stays above the map when the page scrolls under it (Leaflet stacks its
 * controls up to z-index 1000): what is drawn at the map's zoom button, scrolled behind the header, is the header.
 */
async function expectHeaderAboveMap(page: Page, location: Locator): Promise<void> {
  const zoomIn = location.locator('.leaflet-control-zoom-in');
  const header = (await page.getByRole('banner').boundingBox())!;
  const before = (await zoomIn.boundingBox())!;
  await page.evaluate((by) => window.scrollBy(0, by), before.y - (header.y + header.height / 2));
  const at = (await zoomIn.boundingBox())!;
  const x = at.x + at.width / 2;
  const y = at.y + at.height / 2;
  expect(y).toBeGreaterThan(header.y);
  expect(y).toBeLessThan(header.y + header.height);
  expect(await page.evaluate(([px, py]) => !!document.elementFromPoint(px, py)?.closest('header, [role=banner]'), [x, y])).toBe(true);
}

for (const language of LANGUAGES) {
  const text = TEXT[language];
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    // On the phone the owner shows the exact place; on the desktop, only the area (the default).
    const exact = screen === 'phone';

    test(
      `(${language}, ${screen}) the owner places the pin with a tap and a drag and publishes: the point is theirs, visitors see it ${exact ? 'exactly' : 'within 500 m'}`,
      { tag: FLOW },
      async ({ page, request }) => {
        await page.setViewportSize(viewport);
        await startIn(page, language);
        await newMember(page);
        await page.goto('/dashboard/listings/new');
        const title = `شقة على الخريطة ${language} ${screen} ${Date.now()}`;
        await fillRequired(page, text, title);

        // Not placed yet: the pin stands at the commune's centre, and follows the commune.
        await choose(page, text.editor.fields.commune, language === 'en' ? 'Messaad' : 'مسعد');
        const location = await mapSection(page, text);
        await expect(location).toHaveAttribute('data-placed', 'false');
        await expect(location).toHaveAttribute('data-lat', String(MESSAAD.lat));
        await expect(location).toHaveAttribute('data-lng', String(MESSAAD.lng));
        await expect(location.getByTestId('location-point')).toHaveText(text.editor.location.notPlaced);
        await expect(
          page.getByTestId('location-exact').getByRole('radio', { name: text.editor.location.shown.approximate.replace('{{radius}}', String(APPROXIMATE_RADIUS_M)) }),
        ).toBeChecked();
        if (screen === 'phone') await expectNoHorizontalOverflow(page);

        // A tap below and to the east of the pin puts it there (80 px east: a drag west of 40 px keeps it east).
        const map = location.getByRole('region', { name: text.editor.location.mapLabel });
        const box = (await map.boundingBox())!;
        await map.click({ position: { x: box.width / 2 + 80, y: box.height / 2 + 40 } });
        await expect(location).toHaveAttribute('data-placed', 'true');
        const tapped = await pinOf(location);
        expect(tapped.lat).toBeLessThan(MESSAAD.lat);
        expect(tapped.lng).toBeGreaterThan(MESSAAD.lng);

        // Then dragged a little west.
        const pin = (await location.getByRole('button', { name: text.editor.location.pin }).boundingBox())!;
        await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
        await page.mouse.down();
        await page.mouse.move(pin.x + pin.width / 2 - 20, pin.y + pin.height / 2, { steps: 5 });
        await page.mouse.move(pin.x + pin.width / 2 - 40, pin.y + pin.height / 2, { steps: 5 });
        await page.mouse.up();
        await expect.poll(async () => (await pinOf(location)).lng).toBeLessThan(tapped.lng);
        const point = await pinOf(location);
        expect(point.lng).toBeGreaterThan(MESSAAD.lng);
        expect(point.lat).toBeCloseTo(tapped.lat, 4);
        expect(metresBetween(point, MESSAAD)).toBeLessThan(5_000);
        expect(isInWilaya(point)).toBe(true);
        // Said as text too, not only drawn.
        await expect(location.getByTestId('location-point')).toHaveText(
          text.editor.location.point.replace('{{latitude}}', point.lat.toFixed(5)).replace('{{longitude}}', point.lng.toFixed(5)),
        );
        if (exact) await page.getByRole('radio', { name: text.editor.location.shown.exact }).check();

        await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
        await page.getByTestId('publish').click();
        await expect(page).toHaveURL(/\/dashboard\/listings$/);
        const id = await page.getByTestId('my-listing').filter({ hasText: title }).getAttribute('data-listing-id');

        // The owner's point, as placed.
        const placement = (await (await page.request.get(`/api/properties/${id}/placement`)).json()) as ListingPlacement;
        expect(placement).toEqual({ coordinates: { lat: point.lat, lng: point.lng }, exact });
        // A visitor (signed out): never the placement; the point itself only when exact, else one within the area.
        expect((await request.get(`/api/properties/${id}/placement`)).status()).toBe(401);
        const shown = ((await (await request.get(`/api/properties/${id}`)).json()) as Property).location!;
        if (exact) {
          expect(shown).toEqual({ lat: point.lat, lng: point.lng, approximate: false });
        } else {
          expect(shown.approximate).toBe(true);
          expect(metresBetween(shown, point)).toBeLessThanOrEqual(APPROXIMATE_RADIUS_M + 1);
          expect(shown.lat === point.lat && shown.lng === point.lng).toBe(false);
        }

        // Edited later: the editor opens at the owner's point, not the shown one, and keeps it.
        await page.goto(`/dashboard/listings/${id}/edit`);
        const again = await mapSection(page, text);
        await expect(again).toHaveAttribute('data-placed', 'true');
        expect(await pinOf(again)).toEqual({ placed: true, lat: point.lat, lng: point.lng });
        await expect(
          page.getByRole('radio', { name: exact ? text.editor.location.shown.exact : text.editor.location.shown.approximate.replace('{{radius}}', String(APPROXIMATE_RADIUS_M)) }),
        ).toBeChecked();
        if (screen === 'phone') {
          await expectNoHorizontalOverflow(page);
          await expectHeaderAboveMap(page, again);
        }
        await page.getByLabel(text.editor.fields.price, { exact: true }).fill('6400000');
        await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
        await page.getByTestId('publish').click();
        await expect(page).toHaveURL(/\/dashboard\/listings$/);
        expect(await (await page.request.get(`/api/properties/${id}/placement`)).json()).toEqual(placement);
        // The same point: the area is not drawn anew (repeated edits would reveal the point).
        expect(((await (await request.get(`/api/properties/${id}`)).json()) as Property).location).toEqual(shown);
      },
    );
  }

  test(`(${language}) a point outside the wilaya: the API names the field; "Use my location" not shared or there is refused in words`, async ({ page, context }) => {
    await startIn(page, language);
    await newMember(page);

    // The API: 400, the field named.
    const outside: Partial<PropertyCreatePayload> = {
      title: 'شقة في العاصمة',
      description: 'نقطة خارج الولاية.',
      price: 6_000_000,
      propertyType: 'شقة',
      commune: 'الجلفة',
      coordinates: { lat: ALGIERS.latitude, lng: ALGIERS.longitude },
    };
    const refused = await page.request.post('/api/properties', { data: outside, headers: { [CSRF_HEADER]: await csrf(page) } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as ApiErrorBody).fields).toEqual([expect.objectContaining({ field: 'coordinates', code: 'invalid' })]);

    // The form: the position not shared, then shared from Algiers.
    await page.goto('/dashboard/listings/new');
    await page.getByLabel(text.editor.fields.title, { exact: true }).fill('شقة بموقعي');
    const location = await mapSection(page, text);
    await location.getByRole('button', { name: text.editor.location.useMine }).click();
    await expect(location.getByText(text.editor.location.problem.denied)).toBeVisible();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(ALGIERS);
    await location.getByRole('button', { name: text.editor.location.useMine }).click();
    await expect(location.getByText(text.editor.location.problem.outside)).toBeVisible();
    await expect(location).toHaveAccessibleDescription(new RegExp(text.editor.location.problem.outside.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(location).toHaveAttribute('data-placed', 'false');

    // In Djelfa it is taken, and the draft keeps it across a reload.
    await context.setGeolocation({ latitude: 34.6801, longitude: 3.2512 });
    await location.getByRole('button', { name: text.editor.location.useMine }).click();
    await expect(location).toHaveAttribute('data-placed', 'true');
    await expect(location.getByText(text.editor.location.problem.outside)).toHaveCount(0);
    expect(await pinOf(location)).toEqual({ placed: true, lat: 34.6801, lng: 3.2512 });

    // Nothing in the section, map included, leaves out a screen reader or a keyboard (axe's serious and critical findings).
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="listing-location"]').include('[data-testid="location-exact"]').setLegacyMode(true).analyze();
    const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
    expect(serious.map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(' | ')}`)).toEqual([]);

    // The pin is a button of its own name; focused, the arrow keys move it (north here), not the map.
    const pin = location.getByRole('button', { name: text.editor.location.pin });
    await pin.focus();
    await pin.press('ArrowUp');
    await expect.poll(async () => (await pinOf(location)).lat).toBeGreaterThan(34.6801);
    const moved = await pinOf(location);
    expect(moved.lng).toBeCloseTo(3.2512, 5);
    expect(moved.lat - 34.6801).toBeLessThan(0.001); // a few metres: one step of the key

    await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
    await expect(page).toHaveURL(/\?draft=\d+/);
    await page.reload();
    const reloaded = await mapSection(page, text);
    expect(await pinOf(reloaded)).toEqual(moved);

    // Without a pointer: the map moved east with the keyboard, the pin put at its centre.
    await reloaded.getByRole('region', { name: text.editor.location.mapLabel }).focus();
    await page.keyboard.press('ArrowRight');
    await reloaded.getByRole('button', { name: text.editor.location.pinCentre }).click();
    await expect.poll(async () => (await pinOf(reloaded)).lng).toBeGreaterThan(moved.lng);

    // Removed: no point, the pin back at the commune's centre (none chosen: the wilaya's).
    await reloaded.getByRole('button', { name: text.editor.location.remove }).click();
    await expect(reloaded).toHaveAttribute('data-placed', 'false');
    await expect(reloaded).toHaveAttribute('data-lat', String(WILAYA_CENTRE.lat));
    await expect(reloaded.getByTestId('location-point')).toHaveText(text.editor.location.notPlaced);
  });

  test(`(${language}) the server's refusal of the point is said at the map, in words, and brought into view`, async ({ page }) => {
    await startIn(page, language);
    await newMember(page);
    // Whatever the form holds, its saves carry a point in Algiers: the server's own answer is the one shown.
    await page.route('**/api/user/drafts**', async (route) => {
      const body = route.request().postDataJSON() as { form?: Record<string, unknown> } | null;
      if (!body?.form) return route.continue();
      await route.continue({ postData: JSON.stringify({ ...body, form: { ...body.form, coordinates: { lat: ALGIERS.latitude, lng: ALGIERS.longitude } } }) });
    });
    await page.goto('/dashboard/listings/new');
    await fillRequired(page, text, `شقة مرفوضة ${language} ${Date.now()}`);
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'refused');
    await page.getByTestId('publish').click();
    const location = page.getByTestId('listing-location');
    await expect(location.getByText(text.editor.location.problem.outside)).toBeVisible();
    await expect(location).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard\/listings\/new/);
  });
}
