import { expect, test } from '@playwright/test';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };
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
