import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { CSRF_HEADER, type AdminPaymentRequest, type PaymentInstructions } from 'shared-contracts';
import {
  ACCOUNT_TEXT as TEXT,
  DEMO,
  FLOW,
  SHELL_TEXT as SHELL,
  api,
  apiListing,
  csrf,
  expectDrawnWithoutAntd,
  expectNoAntd,
  newMember,
  open,
  scriptsOf,
  signInAs,
  startIn,
} from 'test-support';

/** A receipt photo, different for each call (the site refuses a receipt sent twice). */
async function receiptPhoto(colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 400, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name: 'receipt.png', mimeType: 'image/png', buffer };
}

/** An admin, in a browser of their own, approves the request with this reference through the payments API. */
async function approveAsAdmin(browser: Browser, reference: string): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAs(admin, DEMO.admin);
  const queue = (await (await admin.request.get('/api/admin/payments?status=pending&pageSize=100')).json()) as AdminPaymentRequest[];
  const request = queue.find((row) => row.reference === reference);
  expect(request).toBeDefined();
  await api(admin, 'POST', `/api/admin/payments/${request!.id}/approve`);
  await context.close();
}

for (const [language, colour] of [
  ['ar', '#3a7'],
  ['en', '#a73'],
] as const) {
  test(`upgrading with a receipt leaves a pending request, and the approval is announced once (${language})`, { tag: FLOW }, async ({ page, browser }) => {
    const text = TEXT[language];
    await startIn(page, language);
    await newMember(page);
    await open(page, '/subscription');
    await expect(page.getByTestId('current-plan')).toContainText(text.subscription.current.active);
    await expect(page.getByTestId('plan-free').getByRole('button', { name: text.subscription.currentPlan })).toBeDisabled();
    await expect(page.getByTestId('plan-comparison')).toBeVisible();

    await page.getByTestId('plan-basic').getByRole('button', { name: text.subscription.upgrade }).click();
    const dialog = page.getByTestId('payment-dialog');
    await expect(dialog.getByTestId('payment-reference')).toHaveText(/^DJ-[A-Z2-9]{8}$/);
    const reference = (await dialog.getByTestId('payment-reference').textContent())!;
    // BaridiMob is chosen first; CCP shows its own account.
    await expect(dialog.getByText(text.payment.accounts.rip)).toBeVisible();
    await dialog.getByText(language === 'ar' ? 'الحساب البريدي الجاري (CCP)' : 'Postal account (CCP)').click();
    await expect(dialog.getByText(text.payment.accounts.key)).toBeVisible();

    // Sending without a receipt says what is missing.
    await dialog.getByLabel(text.payment.transactionNumber).fill(`CCP${Date.now()}`);
    await dialog.getByRole('button', { name: text.payment.send }).click();
    await expect(dialog.getByText(text.payment.receiptRequired)).toBeVisible();

    await dialog.locator('input[type=file]').setInputFiles(await receiptPhoto(colour));
    await dialog.getByRole('button', { name: text.payment.send }).click();
    await expect(page.getByText(text.payment.sentTitle)).toBeVisible();
    await page.getByRole('button', { name: text.payment.close }).click();
    const row = page.getByTestId('payment-request').filter({ hasText: reference });
    await expect(row.getByTestId('payment-status')).toHaveText(text.payment.status.pending);

    // The dashboard's subscription tab shows it too; the plan has not changed yet.
    await page.goto('/dashboard/subscription');
    await expect(page.getByTestId('payment-request').filter({ hasText: reference }).getByTestId('payment-status')).toHaveText(text.payment.status.pending);

    await approveAsAdmin(browser, reference);
    await page.goto('/');
    const planName = language === 'ar' ? 'الأساسية' : 'Basic';
    await expect(page.getByText(SHELL[language].planUpgraded.replace('{{plan}}', planName))).toBeVisible();
    await open(page, '/subscription');
    await expect(page.getByTestId('plan-basic').getByRole('button', { name: text.subscription.currentPlan })).toBeDisabled();
    await expect(page.getByTestId('current-plan')).toContainText(planName);
    // Shown once only.
    await expect(page.getByText(SHELL[language].planUpgraded.replace('{{plan}}', planName))).toHaveCount(0);
  });
}

test('a visitor sees the plans from the API and is asked to sign in to upgrade', async ({ page }) => {
  await startIn(page, 'en');
  await open(page, '/subscription');
  const plans = (await (await page.request.get('/api/plans')).json()) as { name: string; listingLimit: number }[];
  for (const plan of plans) await expect(page.getByTestId(`plan-${plan.name}`)).toContainText(String(plan.listingLimit));
  await expect(page.getByTestId('current-plan')).toHaveCount(0);
  await page.getByTestId('plan-premium').getByRole('button', { name: TEXT.en.subscription.upgrade }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fsubscription$/);
});

test('/subscription is drawn and taken over without antd; a member’s payment dialog brings antd, right to left in Arabic', async ({ page }) => {
  const scripts = scriptsOf(page);
  await startIn(page, 'ar');
  await expectDrawnWithoutAntd(page, '/subscription');
  await open(page, '/subscription');
  await expect(page.locator('[data-remote="account"][data-live]').getByTestId('plan-basic')).toBeVisible();
  await expectNoAntd(page, scripts);

  await newMember(page);
  await open(page, '/subscription');
  await page.getByTestId('plan-basic').getByRole('button', { name: TEXT.ar.subscription.upgrade }).click();
  await expect(page.getByTestId('payment-dialog')).toBeVisible();
  await expect(page.locator('.ant-modal-wrap')).toHaveClass(/ant-modal-wrap-rtl/);
});

test('the points of an approved payment feature a listing for a week, from My Properties (ar)', { tag: FLOW }, async ({ page, browser }) => {
  const text = TEXT.ar;
  await startIn(page, 'ar');
  await newMember(page);
  const listing = await apiListing(page);
  // A premium payment through the API, approved: 500 points.
  const { payment } = await api<PaymentInstructions>(page, 'POST', '/api/payments', { plan: 'premium', method: 'cash' });
  const receipt = await receiptPhoto('#37a');
  const sent = await page.request.post(`/api/payments/${payment.id}/receipt`, {
    multipart: { method: 'cash', transactionNumber: `CASH${Date.now()}`, receipt },
    headers: { [CSRF_HEADER]: await csrf(page) },
  });
  expect(sent.status()).toBe(200);
  await approveAsAdmin(browser, payment.reference);

  await page.goto('/dashboard/listings');
  const row = page.locator(`[data-listing-id="${listing.id}"]`);
  const boost = row.getByRole('button', { name: text.listings.action.boost.replace('{{days}}', '7').replace('{{points}}', '300') });
  await boost.click();
  await expect(row.getByText(text.listings.featured)).toBeVisible();
  await expect(boost).toHaveCount(0);
  expect(((await (await page.request.get('/api/user')).json()) as { rewardPoints: number }).rewardPoints).toBe(200);
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('points-entry').first()).toContainText(text.analytics.points.reasons.listing_boost);
  await expect(page.getByTestId('points-entry').first()).toContainText('\u2212300');
});
