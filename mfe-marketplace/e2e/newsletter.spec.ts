import { expect, test } from '@playwright/test';
import { MARKETPLACE_TEXT, SHELL_TEXT, mailTo, open, startIn } from 'test-support';

for (const [language, text] of [
  ['ar', MARKETPLACE_TEXT.ar],
  ['en', MARKETPLACE_TEXT.en],
] as const) {
  test(`the home page's newsletter box asks to confirm by mail, in ${language}`, async ({ page }) => {
    await startIn(page, language);
    // Typed once the page is the live one, not its prerendered picture.
    await open(page, '/');
    await page.getByRole('textbox', { name: text.home.newsletter.placeholder }).fill(`reader-${language}-${Date.now()}@example.dz`);
    await page.getByRole('button', { name: text.home.newsletter.subscribe }).click();
    await expect(page.getByTestId('newsletter-sent')).toHaveText(text.home.newsletter.checkInbox);
  });
}

test('the confirmation link mailed from the footer box subscribes, once (en)', async ({ page }) => {
  await startIn(page, 'en');
  await open(page, '/search');
  const email = `footer-${Date.now()}@example.dz`;
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: SHELL_TEXT.en.footer.newsletter.placeholder }).fill(email);
  await footer.getByRole('button', { name: SHELL_TEXT.en.footer.newsletter.subscribe }).click();
  await expect(footer.getByTestId('footer-newsletter-sent')).toHaveText(SHELL_TEXT.en.footer.newsletter.checkInbox);
  const { text } = await mailTo(email);
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[0-9a-f]+/.exec(text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Thank you, you are subscribed' })).toBeVisible();
  // One use: the same link again is not known.
  const again = await page.request.get(new URL(link).pathname + new URL(link).search);
  expect(again.status()).toBe(404);
});
