import { expect, test, type Page } from '@playwright/test';
import shellAr from '../src/locales/ar.json' with { type: 'json' };
import shellEn from '../src/locales/en.json' with { type: 'json' };
import { DEMO, FLOW, fillSignIn, newMember, signInAs, signOut, startIn, toaster } from 'test-support';

const AR = shellAr.auth;
const accountButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });
/** The dashboard's greeting: the name as entered, isolated (FSI…PDI) from the sentence's direction. */
const greeting = (name: string) => `مرحباً \u2068${name}\u2069`;

test('sign up in Arabic: the account is created, the visitor is signed in and greeted everywhere', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/register')) sent.push(request.postData() ?? '');
  });
  const unique = Date.now().toString(36);
  await page.goto('/auth');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('tab', { name: AR.signUpTab }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel(AR.firstName).fill('ياسين');
  await form.getByLabel(AR.lastName).fill('بلقاسم');
  await form.getByLabel(AR.username).fill(`yacine_${unique}`);
  await form.getByLabel(AR.email).fill(`yacine.${unique}@example.dz`);
  await form.getByLabel(AR.password, { exact: true }).fill('Tamarisk-Oasis-77');
  await form.getByLabel(AR.confirmPassword).fill('Tamarisk-Oasis-77');
  await form.getByRole('button', { name: AR.signUp }).click();

  await expect(toaster(page)).toContainText(AR.signedUp);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'ياسين')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0])).not.toHaveProperty('confirmPassword');

  // Another area reads the same session, without a reload.
  await accountButton(page, 'ياسين').click();
  await page.getByRole('menuitem', { name: shellAr.account.dashboard }).click();
  await expect(page.locator('[data-remote="account"] h1')).toHaveText(greeting('ياسين'));
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('the forms check the validation rules, in Arabic, before anything is sent', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, { email: 'not-an-email', password: '123' });
  await expect(page.getByTestId('sign-in-form')).toContainText(AR.rules.emailInvalid);
  await expect(page.getByTestId('sign-in-form')).toContainText(AR.rules.passwordMin.replace('{{min}}', '6'));

  await page.getByRole('tab', { name: AR.signUpTab }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel(AR.password, { exact: true }).fill('Tamarisk-Oasis-77');
  await form.getByLabel(AR.confirmPassword).fill('Tamarisk-Oasis-78');
  await form.getByRole('button', { name: AR.signUp }).click();
  await expect(form.locator('#confirmPassword_help, [id$="confirmPassword_help"]')).toHaveText(AR.rules.passwordsMismatch);
});

test('a wrong password shows the sign-in error toast, and nothing else happens', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, { ...DEMO.user, password: 'wrong-password-1' });
  await expect(toaster(page)).toContainText(AR.signInFailed);
  await expect(toaster(page)).toContainText('يرجى التحقق من البريد الإلكتروني وكلمة المرور');
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign in, see the menu without the Admin Panel, sign out', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, DEMO.user);
  await expect(toaster(page)).toContainText(`مرحباً ${DEMO.user.firstName}!`);
  await expect(page).toHaveURL(/\/$/);

  await accountButton(page, DEMO.user.firstName).click();
  const menu = page.getByRole('menu');
  // Messages may carry the demo account's unread count (other tests write to it): its words come first.
  await expect(menu.getByRole('menuitem')).toHaveText([shellAr.account.dashboard, new RegExp(`^${shellAr.account.messages}`), shellAr.account.settings, shellAr.account.signOut]);
  await menu.getByRole('menuitem', { name: shellAr.account.signOut }).click();
  await expect(toaster(page)).toContainText(shellAr.account.signedOut);
  await expect(page.getByRole('banner').getByRole('link', { name: shellAr.nav.signIn })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('the admin sees the Admin Panel in the menu and can open it', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/');
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: shellAr.account.admin }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('[data-remote="admin"] h1')).toHaveText('لوحة الإدارة');
});

test('a protected page sends a signed-out visitor to sign in, then back to it', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  await fillSignIn(page, DEMO.user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-remote="account"] h1')).toHaveText(greeting(DEMO.user.firstName));
});

test('a signed-in visitor sent to sign in with a crafted next page goes home, not to another site nor an error', async ({ page }) => {
  await signInAs(page, DEMO.user);
  for (const next of ['/%09/evil.example', '/%0A/evil.example', '%2F%5C%2Fevil.example']) {
    await page.goto(`/auth?next=${next}`);
    await expect(page.locator('[data-remote="marketplace"]').getByTestId('home-hero')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  }
});

for (const [language, shell] of [
  ['ar', shellAr],
  ['en', shellEn],
] as const) {
  test(`a signed-in visitor who is not an admin is sent from an /admin tab to the dashboard, with a notice (${language})`, async ({ page }) => {
    await startIn(page, language);
    await signInAs(page, DEMO.user);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toaster(page)).toContainText(shell.account.unauthorized);
  });
}

test('a signed-in visitor opening /auth goes home', async ({ page }) => {
  await signInAs(page, DEMO.user);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password: the same answer whether or not the email has an account', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: AR.forgot.link }).click();
  const form = page.getByTestId('forgot-form');
  await form.getByLabel(AR.email).fill('nobody-here@example.dz');
  await form.getByRole('button', { name: AR.forgot.submit }).click();
  await expect(page.getByRole('alert')).toContainText('nobody-here@example.dz');
});

test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
  await page.goto('/auth/reset?token=not-a-real-token');
  await page.getByTestId('reset-form').getByLabel(AR.password, { exact: true }).fill('Tamarisk-Oasis-77');
  await page.getByTestId('reset-form').getByLabel(AR.confirmPassword).fill('Tamarisk-Oasis-77');
  await page.getByRole('button', { name: AR.reset.submit }).click();
  await expect(page.getByText(AR.reset.invalid)).toBeVisible();
  await expect(page.getByRole('link', { name: AR.reset.askAgain })).toHaveAttribute('href', '/auth?view=forgot');
});

test('in English: the error and welcome toasts, and the menu', { tag: FLOW }, async ({ page }) => {
  await startIn(page, 'en');
  const EN = shellEn.auth;
  // An account whose language is English (the sign-up's): signing in keeps the site in English.
  const account = await newMember(page, 'Nadia', { language: 'en' });
  await signOut(page);
  await page.goto('/auth');
  await fillSignIn(page, { ...account, password: 'wrong-password-1' }, EN);
  await expect(toaster(page)).toContainText(EN.signInFailed);
  await expect(toaster(page)).toContainText('Please check your email and password.');
  await fillSignIn(page, account, EN);
  await expect(toaster(page)).toContainText(`Welcome, ${account.firstName}!`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await accountButton(page, account.firstName).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([shellEn.account.dashboard, shellEn.account.messages, shellEn.account.settings, shellEn.account.signOut]);
});

test('a protected page shows a spinner while the session is being checked', async ({ page }) => {
  await signInAs(page, DEMO.user);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  release();
  await expect(page.locator('[data-remote="account"] h1')).toHaveText(greeting(DEMO.user.firstName));
});
