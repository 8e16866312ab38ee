import { expect, test } from '@playwright/test';
import { PROPERTY_TEXT as TEXT, expectNoHorizontalOverflow, open, startIn } from 'test-support';
import { ownerWithListing } from './support';

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const language of ['ar', 'en'] as const) {
  test(`on a phone, Show number and Message stay at the bottom of the listing page and never cover the footer, in ${language}`, async ({ page, browser, baseURL }) => {
    // An owner who takes calls (a new account has a number); the visitor is not signed in.
    const { listing, ownerContext } = await ownerWithListing(browser, baseURL);
    await startIn(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/property/${listing.id}`);
    const bar = page.getByTestId('contact-bar');
    await expect(bar.getByRole('button')).toHaveText([TEXT[language].contact.showNumber, TEXT[language].contact.messageButton]);

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

    // Message brings the message box into view, ready to type in.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: TEXT[language].contact.messageButton }).click();
    const box = page.getByTestId('contact-card').getByRole('textbox', { name: TEXT[language].message.label });
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();

    // On a desktop the contact card is beside the photos: no bar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(bar).toBeHidden();
    await ownerContext.close();
  });
}
