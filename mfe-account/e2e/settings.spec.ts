import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { ACCOUNT_TEXT as TEXT, FLOW, SHELL_TEXT, fillSignIn, newMember, photo, signInAs, startIn } from 'test-support';

test('the language chosen in settings is kept on the account and applied at the next sign-in, on another device', { tag: FLOW }, async ({ page, browser }) => {
  const account = await newMember(page);
  await page.goto('/dashboard/settings');
  await page.getByTestId('account-language').getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: TEXT.en.settings.language.title })).toBeVisible();

  // Another browser, still in Arabic, signs in: the site turns to English.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await startIn(phone, 'ar');
  await phone.goto('/auth');
  await fillSignIn(phone, account);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await other.close();
});

test('the profile is saved with an Algerian mobile, and a wrong one is refused at its field, in both languages', { tag: FLOW }, async ({ page }) => {
  await newMember(page);
  for (const language of ['ar', 'en'] as const) {
    const text = TEXT[language].settings;
    await startIn(page, language);
    await page.goto('/settings');
    const phone = page.getByLabel(text.profile.phone);
    await phone.fill('027 87 00 00');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.profile.phoneInvalid)).toBeVisible();
    await phone.fill(language === 'ar' ? '0661 23 45 67' : '+213 771 23 45 67');
    await page.getByLabel(text.profile.firstName).fill(language === 'ar' ? 'سليم' : 'Salim');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByTestId('toaster')).toContainText(text.profile.saved);
    // The session everywhere has the new name: the account menu greets it.
    await expect(page.getByRole('banner').getByRole('button', { name: language === 'ar' ? 'سليم' : 'Salim' })).toBeVisible();
  }
});

test('changing the password needs the current one and signs the other devices out', { tag: FLOW }, async ({ page, browser }) => {
  const account = await newMember(page);
  const other = await browser.newContext();
  const laptop = await other.newPage();
  // Signed in elsewhere: what this test needs, not what it tests.
  await signInAs(laptop, account);

  const text = TEXT.ar.settings;
  await page.goto('/settings');
  await page.getByLabel(text.password.current).fill('not my password');
  await page.getByLabel(text.password.new, { exact: true }).fill('Atlas-Cedar-Forest-42');
  await page.getByLabel(text.password.confirm).fill('Atlas-Cedar-Forest-42');
  await page.getByRole('button', { name: text.password.submit }).click();
  await expect(page.getByText('هذا غير صحيح: تحقق منه وأعد المحاولة.')).toBeVisible();

  await page.getByLabel(text.password.current).fill(account.password);
  await page.getByRole('button', { name: text.password.submit }).click();
  await expect(page.getByTestId('toaster')).toContainText(text.password.changed);
  expect((await laptop.request.get('/api/user')).status()).toBe(401);
  expect((await page.request.get('/api/user')).status()).toBe(200);
  await other.close();
});

test('email choices are saved as they are switched', async ({ page }) => {
  await newMember(page);
  await page.goto('/dashboard/settings');
  const alerts = page.getByTestId('notify-alerts');
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByTestId('notify-alerts')).toHaveAttribute('aria-checked', 'false');
  expect(((await (await page.request.get('/api/user')).json()) as { notifications: { alerts: boolean } }).notifications.alerts).toBe(false);
});

test('sign out of every other device', async ({ page, browser }) => {
  const account = await newMember(page);
  const other = await browser.newContext();
  const tablet = await other.newPage();
  await signInAs(tablet, account);
  await page.goto('/settings');
  await page.getByRole('button', { name: TEXT.ar.settings.devices.signOutOthers }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: TEXT.ar.settings.devices.ok }).click();
  await expect(page.getByTestId('toaster')).toContainText('سُجّل خروج جلسة أخرى واحدة.');
  expect((await tablet.request.get('/api/user')).status()).toBe(401);
  await other.close();
});

/** What an authenticator app shows for `secret`, `stepsAgo` periods of 30 s ago (negative: ahead). */
const appCode = (secret: string, stepsAgo = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) - stepsAgo * 30 });

for (const language of ['ar', 'en'] as const) {
  test(`(${language}) two-factor sign-in: turned on by scanning and a code, then asked at sign-in; a recovery code works once`, { tag: FLOW }, async ({ page, browser }) => {
    const text = TEXT[language].settings.twoFactor;
    await startIn(page, language);
    const account = await newMember(page);
    await page.goto('/dashboard/settings');
    const section = page.getByTestId('two-factor');
    await section.getByRole('button', { name: text.enable }).click();
    await expect(section.getByTestId('two-factor-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    const secret = (await section.getByTestId('two-factor-secret').textContent())!;
    await section.getByLabel(text.code).fill(await appCode(secret));
    await section.getByLabel(text.password).fill(account.password);
    await section.getByRole('button', { name: text.confirm }).click();
    const codes = section.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!;
    await section.getByRole('button', { name: text.saved }).click();
    await expect(section.getByTestId('two-factor-state')).toHaveText(text.on);

    const other = await browser.newContext();
    const laptop = await other.newPage();
    await startIn(laptop, language);
    const auth = SHELL_TEXT[language].auth;
    const signInWith = async (code: string) => {
      await laptop.goto('/auth');
      await fillSignIn(laptop, account, auth);
      const second = laptop.getByTestId('two-factor-form');
      await expect(second).toBeVisible();
      expect((await laptop.request.get('/api/user')).status()).toBe(401);
      await second.getByLabel(auth.twoFactor.code).fill(code);
      const answered = laptop.waitForResponse((response) => response.url().endsWith('/api/login/two-factor'));
      await second.getByRole('button', { name: auth.twoFactor.submit }).click();
      await answered;
    };
    await signInWith('000000');
    const second = laptop.getByTestId('two-factor-form');
    await expect(second).toContainText(language === 'ar' ? 'هذا الرمز غير صالح' : 'This code is not valid');
    // The next period's code (a phone's clock may run ahead): the one that turned it on is never taken again.
    await second.getByLabel(auth.twoFactor.code).fill(await appCode(secret, -1));
    const answered = laptop.waitForResponse((response) => response.url().endsWith('/api/login/two-factor'));
    await second.getByLabel(auth.twoFactor.code).press('Enter');
    expect((await answered).status()).toBe(200);
    await expect(laptop).toHaveURL(/\/$/);
    expect((await laptop.request.get('/api/user')).status()).toBe(200);

    await other.clearCookies();
    await signInWith(recovery);
    await expect(laptop).toHaveURL(/\/$/);
    await other.clearCookies();
    await signInWith(recovery);
    await expect(laptop.getByTestId('two-factor-form')).toContainText(language === 'ar' ? 'هذا الرمز غير صالح' : 'This code is not valid');
    await other.close();
  });
}

test('deleting the account asks for the password, signs out, and can be undone by signing in within 14 days', { tag: FLOW }, async ({ page }) => {
  const account = await newMember(page);
  await page.goto('/settings');
  const section = page.getByTestId('delete-account');
  await section.getByRole('button', { name: TEXT.ar.settings.deletion.start }).click();
  await section.getByLabel(TEXT.ar.settings.deletion.password).fill('not my password');
  await section.getByRole('button', { name: TEXT.ar.settings.deletion.confirm }).click();
  await expect(section.getByText('هذا غير صحيح: تحقق منه وأعد المحاولة.')).toBeVisible();
  await section.getByLabel(TEXT.ar.settings.deletion.password).fill(account.password);
  await section.getByRole('button', { name: TEXT.ar.settings.deletion.confirm }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toaster')).toContainText('سيُحذف حسابك في');
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await page.goto('/auth');
  await fillSignIn(page, account);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  const notice = page.getByTestId('deletion-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: TEXT.ar.settings.deletion.keep }).click();
  await expect(notice).toHaveCount(0);
});

test('a picture is chosen, cropped and saved as the avatar, and removed', { tag: FLOW }, async ({ page }) => {
  await newMember(page);
  await page.goto('/settings');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: TEXT.ar.settings.profile.addAvatar }).click();
  await (await chooser).setFiles(await photo('me.jpg', '#a05030'));
  await page.getByRole('dialog').getByRole('button', { name: TEXT.ar.settings.save }).click();
  await expect(page.getByTestId('avatar')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.thumb\.webp$/);
  expect(((await (await page.request.get('/api/user')).json()) as { avatar: string | null }).avatar).toMatch(/\.webp$/);
  await page.getByRole('button', { name: TEXT.ar.settings.profile.removeAvatar }).click();
  await expect(page.getByTestId('avatar')).toHaveCount(0);
});

test('the data export downloads everything the site keeps about the account, as JSON (ar)', async ({ page }) => {
  const account = await newMember(page);
  await startIn(page, 'ar');
  await page.goto('/settings');
  const section = page.getByTestId('data-export');
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: TEXT.ar.settings.export.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^djelfa-estates-.+\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { account: { email: string }; listings: unknown[] };
  expect(data.account.email).toBe(account.email);
  expect(data.listings).toEqual([]);
});
