import { expect, test, type Page } from '@playwright/test';
import { thumbnailOf, type AdvisorCard, type PropertyDetail } from 'shared-contracts';
import { MARKETPLACE_TEXT as TEXT, open, startIn } from 'test-support';
import { apiSearch, arriveAt } from './support';

/** Where an element is, relative to the page. */
const boxOf = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!;

/** A real listing with photos (other tests publish and feature listings without any). */
async function listingWithPhotos(page: Page): Promise<PropertyDetail> {
  const listing = (await apiSearch(page, 'pageSize=100')).items.find((item) => item.images.length > 0);
  expect(listing).toBeDefined();
  return listing!;
}

/** The featured listings answered with `answer`, held back until `release` (to see the page while it loads). */
async function holdFeatured(page: Page, answer: PropertyDetail[]): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/properties?featured=true*', async (route) => {
    await released;
    await route.fulfill({ json: answer, headers: { 'X-Total-Count': String(answer.length) } });
  });
  return release;
}

for (const language of ['ar', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`home in ${language}`, () => {
    test.beforeEach(async ({ page }) => startIn(page, language));

    test('the hero’s second half shows the featured listing, a real one to open, in a box that never moves what is below', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const first = await listingWithPhotos(page);
      const release = await holdFeatured(page, [first]);
      await arriveAt(page, '/');
      const card = page.getByTestId('hero-listing');
      await expect(card).toHaveAttribute('data-state', 'loading');
      const [loading, panelBefore] = [await boxOf(page, 'hero-listing'), (await page.getByRole('search').boundingBox())!];
      release();
      await expect(card).toHaveAttribute('data-state', 'listing');
      // The same place and size as while it loaded; the search below has not moved.
      expect(await boxOf(page, 'hero-listing')).toEqual(loading);
      expect(await page.getByRole('search').boundingBox()).toEqual(panelBefore);
      // Beside the heading, at the end of the line (on the left in Arabic).
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      if (language === 'ar') expect(loading.x + loading.width).toBeLessThan(heading.x);
      else expect(loading.x).toBeGreaterThan(heading.x + heading.width);
      expect(loading.height).toBeGreaterThan(200);

      await expect(card).toHaveAttribute('href', `/property/${first.id}`);
      await expect(card).toContainText((language === 'en' && first.titleEn) || first.title);
      await expect(card.getByTestId('property-price')).toBeVisible();
      const photo = card.locator('img');
      await expect(photo).toHaveAttribute('src', thumbnailOf(first.images[0]));
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      await page.screenshot({ path: test.info().outputPath(`hero-${language}.png`) });
    });

    test('a featured listing without a photo is passed over by the hero, which shows the next one with a photo', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const withPhoto = await listingWithPhotos(page);
      const withoutPhoto = { ...withPhoto, id: withPhoto.id + 1_000_000, title: `${withPhoto.title} ·`, titleEn: null, images: [] };
      const release = await holdFeatured(page, [withoutPhoto, withPhoto]);
      await arriveAt(page, '/');
      release();
      const card = page.getByTestId('hero-listing');
      await expect(card).toHaveAttribute('href', `/property/${withPhoto.id}`);
      await expect(card.locator('img')).toHaveAttribute('src', thumbnailOf(withPhoto.images[0]));
      // The featured section still shows both.
      await expect(page.getByTestId('featured-properties').getByTestId('property-card')).toHaveCount(2);
    });

    test('with no featured listing, the hero’s second half invites to publish one, in the same box', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const release = await holdFeatured(page, []);
      await arriveAt(page, '/');
      const loading = await boxOf(page, 'hero-listing');
      release();
      const card = page.getByTestId('hero-listing');
      await expect(card).toHaveAttribute('data-state', 'invitation');
      await expect(card.getByRole('link', { name: text.home.cta.publish })).toHaveAttribute('href', '/dashboard');
      expect(await boxOf(page, 'hero-listing')).toEqual(loading);
    });

    test('on a phone the hero is the heading and the search: no listing squeezed beside them', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/');
      await expect(page.getByTestId('featured-properties').getByTestId('property-card').first()).toBeVisible();
      await expect(page.getByTestId('hero-listing')).toBeHidden();
    });

    test('advisors show their photo or their initial, and each service its picture', async ({ page }) => {
      // The demo advisors have no photo: the first is given a listing's.
      const listing = await listingWithPhotos(page);
      await page.route('**/api/advisors/featured*', async (route) => {
        const advisors = (await (await route.fetch()).json()) as AdvisorCard[];
        await route.fulfill({ json: advisors.map((advisor, i) => (i === 0 ? { ...advisor, photo: listing.images[0] } : advisor)) });
      });
      await arriveAt(page, '/');
      const advisors = page.getByTestId('featured-advisor');
      await expect(advisors.first()).toBeVisible();
      const count = await advisors.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i += 1) {
        const avatar = advisors.nth(i).locator('[data-avatar]');
        await expect(avatar).toBeVisible();
        const box = (await avatar.boundingBox())!;
        expect([Math.round(box.width), Math.round(box.height)]).toEqual([56, 56]);
        if (i === 0) {
          const photo = avatar.locator('img');
          await photo.scrollIntoViewIfNeeded();
          await expect(photo).toHaveAttribute('src', thumbnailOf(listing.images[0]));
          await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
        } else {
          // The person's own initial, not their title's: every demo advisor's name starts with one ("الأستاذ كريم" → ك).
          const name = (await advisors.nth(i).getByRole('heading').textContent())!.trim();
          const words = name.split(/\s+/);
          await expect(avatar).toHaveText([...(words.length > 1 ? words[1] : words[0])][0]);
        }
      }
      const services = page.getByTestId('home-service');
      await expect(services).toHaveCount(4);
      for (const service of await services.all()) {
        const icon = service.locator('svg');
        await expect(icon).toBeVisible();
        expect((await icon.boundingBox())!.width).toBeGreaterThanOrEqual(40);
      }
      await advisors.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`advisors-${language}.png`) });
      await services.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`services-${language}.png`) });
    });
  });
}
