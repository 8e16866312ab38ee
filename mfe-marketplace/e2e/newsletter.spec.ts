import { expect, test } from '@playwright/test';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };
import shellEn from '../../shell/src/locales/en.json' with { type: 'json' };
import { mailTo } from '../../shell/e2e/support/mail-outbox';
import { open } from './support';

for (const [language, text] of [['ar', ar], ['en', en]] as const) {
  test(`the home page's newsletter box asks to confirm by mail, in ${language}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('djelfa-estates.language', value), language);
    // Typed once the page is the live one, not its prerendered picture.
    await open(page, '/');
    await page.getByRole('textbox', { name: text.home.newsletter.placeholder }).fill(`reader-${language}-${Date.now()}@example.dz`);
    await page.getByRole('button', { name: text.home.newsletter.subscribe }).click();
    await expect(page.getByTestId('newsletter-sent')).toHaveText(text.home.newsletter.checkInbox);
  });
}

test('the confirmation link mailed from the footer box subscribes, once (en)', async ({ page }) => {
  await page.addInitScript((value) => localStorage.setItem('djelfa-estates.language', value), 'en');
  await open(page, '/search');
  const email = `footer-${Date.now()}@example.dz`;
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: shellEn.footer.newsletter.placeholder }).fill(email);
  await footer.getByRole('button', { name: shellEn.footer.newsletter.subscribe }).click();
  await expect(footer.getByTestId('footer-newsletter-sent')).toHaveText(shellEn.footer.newsletter.checkInbox);
  const { text } = await mailTo(email);
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[0-9a-f]+/.exec(text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Thank you, you are subscribed' })).toBeVisible();
  // One use: the same link again is not known.
  const again = await page.request.get(new URL(link).pathname + new URL(link).search);
  expect(again.status()).toBe(404);
});
