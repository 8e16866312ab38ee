import { expect, test } from '@playwright/test';
import { SUGGESTION_CATEGORIES, SUPPORT_PLANS, type SiteFigures } from 'shared-contracts';
import { ACCOUNT_TEXT as TEXT, mailTo, newMember, startIn, toaster } from 'test-support';

for (const language of ['ar', 'en'] as const) {
  test(`a suggestion gets the thank-you card and joins the member's list, new (${language})`, async ({ page }) => {
    const text = TEXT[language].suggestionsPage;
    await startIn(page, language);
    await newMember(page);
    await page.goto('/suggestions');
    const form = page.getByTestId('suggestion-form');
    // Nothing filled: the 'Required fields' notice.
    await form.getByRole('button', { name: text.form.send }).click();
    await expect(toaster(page)).toContainText(text.missing.title);
    const title = `Map search ${language} ${Date.now()}`;
    await form.getByLabel(text.form.title).fill(title);
    await form.getByLabel(text.form.category).fill(SUGGESTION_CATEGORIES[0][language]);
    await page.keyboard.press('Enter');
    await form.getByLabel(text.form.description).fill('Search the listings on a map of the wilaya, commune by commune.');
    await form.getByRole('button', { name: text.form.send }).click();
    await expect(page.getByTestId('suggestion-thanks')).toContainText(text.thanks.title);
    await expect(toaster(page)).toContainText(text.sent.title);
    const mine = page.getByTestId('my-suggestion').filter({ hasText: title });
    await expect(mine.getByTestId('suggestion-status')).toHaveText(text.status.new);
  });

  test(`the Support Me form sends the selected card, and the page shows the real figures (${language})`, async ({ page }) => {
    const text = TEXT[language].supportPage;
    await startIn(page, language);
    await page.goto('/support');
    const figures = (await (await page.request.get('/api/site/figures')).json()) as SiteFigures;
    await expect(page.getByTestId('figure-listings')).toHaveText(figures.listings.toLocaleString('en-US'));
    const card = page.getByTestId('support-plan-corporate_sponsor');
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText(text.plans.selected);
    await expect(page.getByTestId('support-selection')).toContainText(SUPPORT_PLANS[2][language]);
    const email = `sponsor-${language}-${Date.now()}@example.dz`;
    const form = page.getByTestId('support-form');
    await form.getByLabel(text.form.name).fill('Karim Benali');
    await form.getByLabel(text.form.email).fill(email);
    await form.getByLabel(text.form.phone).fill('0661 23 45 67');
    await form.getByLabel(text.form.company).fill(`Steppe Media ${language}`);
    await form.getByLabel(text.form.message).fill('We would like to sponsor the blog for a year.');
    await form.getByRole('button', { name: text.form.send }).click();
    await expect(toaster(page)).toContainText(text.sent.title);
    await expect(toaster(page)).toContainText(text.sent.text);
    const mail = await mailTo('contact@djelfa-estates.dz', email);

    expect(mail.text).toContain('Selected plan: Corporate sponsor');
  });
}

test('a visitor is asked to sign in before suggesting (en)', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto('/suggestions');
  await page.locator('main').getByRole('link', { name: TEXT.en.suggestionsPage.signIn.link }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fsuggestions/);
});
