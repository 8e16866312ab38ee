import { expect, test, type Page } from '@playwright/test';
import { INQUIRY_TYPES } from 'shared-contracts';
import { expectDrawnWithoutAntd, expectNoAntd, mailTo, scriptsOf, SHELL_TEXT, shellPageTookOver, startIn, toaster, withoutScripts } from 'test-support';

async function fillForm(page: Page, language: 'ar' | 'en', subject: string, email = 'nadia@example.dz') {
  await shellPageTookOver(page);
  const text = SHELL_TEXT[language].contact.form;
  const form = page.getByTestId('contact-form');
  const send = form.getByRole('button', { name: text.send });
  await form.getByLabel(text.name).fill('Nadia Saidi');
  await form.getByLabel(text.email).fill(email);
  await form.getByLabel(text.subject).fill(subject);
  await form.getByLabel(text.message).fill('Can I visit the villa in Ain Oussera on Saturday morning?');
  // Send waits for the four required fields: the inquiry type is still missing.
  await expect(send).toBeDisabled();
  await form.getByLabel(text.inquiryType).selectOption({ label: INQUIRY_TYPES[1][language] });
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

test('what a visitor types into the drawn form before its code has arrived is kept, in the form the page then sends (ar)', async ({ page }) => {
  const text = SHELL_TEXT.ar.contact.form;
  // The contact page's chunk (the one script holding its form) is held back until the visitor has typed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('contact-form')) await held;
    await route.fulfill({ response, body });
  });
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await expect(page.locator('[data-prerender][data-live]')).toBeAttached(); // the frame is React's; the page is still the drawn one
  await form.getByLabel(text.name).fill('Nadia Saidi');
  await form.getByLabel(text.message).fill('Is the flat in Hassi Bahbah still for rent?');
  release();
  await shellPageTookOver(page);
  await expect(form.getByLabel(text.name)).toHaveValue('Nadia Saidi');
  await expect(form.getByLabel(text.message)).toHaveValue('Is the flat in Hassi Bahbah still for rent?');
  // The form's own state holds them: with the two fields left, Send is enabled.
  await form.getByLabel(text.email).fill('nadia@example.dz');
  await form.getByLabel(text.inquiryType).selectOption({ label: INQUIRY_TYPES[1].ar });
  await expect(form.getByRole('button', { name: text.send })).toBeEnabled();
});

test('before any script, the drawn form cannot be sent by the browser: nothing typed ends up in an address', async ({ page }) => {
  const text = SHELL_TEXT.ar.contact.form;
  await withoutScripts(page);
  await page.goto('/contact');
  const form = page.locator('[data-prerender="ar"]').getByTestId('contact-form');
  await expect(form.getByRole('button', { name: text.send })).toBeDisabled();
  await form.getByLabel(text.name).fill('Nadia Saidi');
  await form.getByLabel(text.name).press('Enter');
  await expect(form.getByLabel(text.name)).toHaveValue('Nadia Saidi');
  expect(new URL(page.url()).search).toBe('');
});

test('/contact is drawn and taken over without antd; its Quick Help dialog brings antd, right to left in Arabic', async ({ page }) => {
  const text = SHELL_TEXT.ar.contact.help;
  const scripts = scriptsOf(page);
  await startIn(page, 'ar');
  await expectDrawnWithoutAntd(page, '/contact');
  await page.goto('/contact');
  await shellPageTookOver(page);
  await expectNoAntd(page, scripts, { icons: true }); // the contact details' icons
  await page.getByRole('button', { name: text.fees.question }).click();
  const dialog = page.getByRole('dialog', { name: text.fees.question });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-modal-wrap')).toHaveClass(/ant-modal-wrap-rtl/);
});
