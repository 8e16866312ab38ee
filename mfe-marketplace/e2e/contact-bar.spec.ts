import { expect, test, type Page } from '@playwright/test';
import type { PropertyDetail } from 'shared-contracts';
import { MARKETPLACE_TEXT as TEXT, expectNoHorizontalOverflow, startIn } from 'test-support';
import { apiSearch, arriveAt, patchListing } from './support';

/** A listing whose owner left a phone (the demo accounts have none: one is given, as a real account has). */
async function listingWithPhone(page: Page): Promise<PropertyDetail> {
  const [listing] = (await apiSearch(page, '')).items as [PropertyDetail];
  await patchListing(page, listing.id, (body) => ({ ...body, owner: { ...body.owner, phone: '0555 12 34 56' } }));
  return listing;
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const language of ['ar', 'en'] as const) {
  test(`on a phone, Call and WhatsApp stay at the bottom of the listing page and never cover the footer, in ${language}`, async ({ page }) => {
    await startIn(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    const listing = await listingWithPhone(page);
    const title = (language === 'en' && listing.titleEn) || listing.title;
    await arriveAt(page, `/property/${listing.id}`);
    const bar = page.getByTestId('contact-bar');
    const call = bar.getByRole('link', { name: TEXT[language].card.call });
    const whatsapp = bar.getByRole('link', { name: TEXT[language].card.whatsapp });
    await expect(call).toHaveAttribute('href', 'tel:+213555123456');
    const message = new URL((await whatsapp.getAttribute('href'))!);
    expect(message.origin + message.pathname).toBe('https://wa.me/213555123456');
    expect(message.searchParams.get('text')).toContain(title);
    expect(message.searchParams.get('text')).toContain(`/property/${listing.id}`);

    // At the top and halfway down, it sits on the bottom edge of the screen.
    for (const at of [0, 0.5]) {
      await page.evaluate((share) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * share), at);
      await expect(bar).toBeInViewport({ ratio: 1 });
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(844);
      expect(box.width).toBe(390);
    }
    // At the very end, the footer is whole: the bar has come to rest above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeInViewport();
    const [barBox, footerBox] = [(await bar.boundingBox())!, (await footer.boundingBox())!];
    expect(overlap(barBox, footerBox)).toBe(false);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath(`contact-bar-${language}.png`) });

    // On a desktop the contact card is beside the photos: no bar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(bar).toBeHidden();
  });
}
