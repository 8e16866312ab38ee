import { expect, test, type Page } from '@playwright/test';
import { INQUIRY_TYPES } from 'shared-contracts';
import { mailTo, SHELL_TEXT, startIn, toaster } from 'test-support';

async function fillForm(page: Page, language: 'ar' | 'en', subject: string, email = 'nadia@example.dz') {
  const text = SHELL_TEXT[language].contact.form;
  const form = page.getByTestId('contact-form');
  const send = form.getByRole('button', { name: text.send });
  await form.getByLabel(text.name).fill('Nadia Saidi');
  await form.getByLabel(text.email).fill(email);
  await form.getByLabel(text.subject).fill(subject);
  await form.getByLabel(text.message).fill('Can I visit the villa in Ain Oussera on Saturday morning?');
  // Send waits for the four required fields: the inquiry type is still missing.
  await expect(send).toBeDisabled();
  await form.getByLabel(text.inquiryType).fill(INQUIRY_TYPES[1][language]);
  await page.keyboard.press('Enter');
  await expect(send).toBeEnabled();
  return send;
}

for (const language of ['ar', 'en'] as const) {
  test(`the contact form sends the message to the team, with the success notice (${language})`, async ({ page }) => {
    const text = SHELL_TEXT[language].contact;
    await startIn(page, language);
    await page.goto('/contact');
    await expect(page.getByTestId('working-hours')).toHaveText(text.info.weekdays);
    await expect(page.locator('main')).not.toContainText('24/7');
    const subject = `Visit ${language} ${Date.now()}`;
    const email = `nadia-${language}-${Date.now()}@example.dz`;
    const send = await fillForm(page, language, subject, email);
    await send.click();
    await expect(toaster(page)).toContainText(text.sent.title);
    await expect(toaster(page)).toContainText(text.sent.text);
    await expect(page.getByTestId('contact-form').getByLabel(text.form.subject)).toHaveValue('');
    const mail = await mailTo('contact@djelfa-estates.dz', email);
    expect(mail.subject).toContain(subject);
  });

  test(`a failed send says so and keeps what was typed (${language})`, async ({ page }) => {
    const text = SHELL_TEXT[language].contact;
    await startIn(page, language);
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"code":"INTERNAL","message":"boom"}' }));
    await page.goto('/contact');
    const send = await fillForm(page, language, 'Kept subject');
    await send.click();
    await expect(toaster(page)).toContainText(text.failed.title);
    await expect(toaster(page)).toContainText(text.failed.text);
    await expect(page.getByTestId('contact-form').getByLabel(text.form.subject)).toHaveValue('Kept subject');
  });
}

test('Quick Help answers with the fees of the plans table, and the steps to sell (en)', async ({ page }) => {
  const text = SHELL_TEXT.en.contact.help;
  await startIn(page, 'en');
  await page.goto('/contact');
  await page.getByRole('button', { name: text.fees.question }).click();
  const plans = (await (await page.request.get('/api/plans')).json()) as { name: string; listingLimit: number }[];
  await expect(page.getByTestId('fees').locator('li')).toHaveCount(plans.length);
  await expect(page.getByTestId('fees')).toContainText('2,500 DZD');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: text.sell.question }).click();
  await page.getByRole('link', { name: text.sell.link }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
});
