import { expect, test } from '@playwright/test';
import { ACTIVITY_PATH, type AdminActivity, type AdminStats } from 'shared-contracts';
import { ADMIN_TEXT as TEXT, DEMO, FLOW, api, expectNoAntd, newMember, scriptsOf, signInAs, startIn } from 'test-support';

const { ar, en } = TEXT;

for (const language of ['ar', 'en'] as const) {
  test(`the overview shows the API's figures, and each tab keeps its URL on reload (${language})`, async ({ page }) => {
    const text = TEXT[language];
    await startIn(page, language);
    await signInAs(page, DEMO.admin);
    // What the page was answered (other tests add users meanwhile: a second call could differ).
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/stats'));
    const days = page.waitForResponse((response) => response.url().endsWith(ACTIVITY_PATH));
    await page.goto('/admin');
    const stats = (await (await answered).json()) as AdminStats;
    await expect(page.getByTestId('stat-properties')).toContainText(stats.totalProperties.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-users')).toContainText(stats.totalUsers.toLocaleString('en-US'));
    // The charts and the system panel show what the API answered.
    const activity = (await (await days).json()) as AdminActivity;
    const listings = activity.days.reduce((sum, day) => sum + day.listings, 0);
    await expect(page.getByTestId('chart-listings').locator('rect')).toHaveCount(activity.days.length);
    await expect(page.getByTestId('chart-listings').getByRole('img')).toHaveAccessibleName(new RegExp(`${text.overview.charts.listings}: ${listings}\\b`));
    await expect(page.getByTestId('system-panel')).toContainText(activity.system.version);
    await expect(page.getByTestId('recent-activity')).toBeVisible();
    await page.getByRole('link', { name: text.admin.tabs.audit }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await page.reload();
    await expect(page.getByRole('link', { name: text.admin.tabs.audit })).toHaveAttribute('aria-current', 'page');
  });
}

test('the overview is drawn without antd; a tab drawn with antd brings it, right to left in Arabic', async ({ page }) => {
  const text = TEXT.ar;
  const scripts = scriptsOf(page);
  await startIn(page, 'ar');
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/overview');
  await expect(page.getByTestId('system-panel')).toBeVisible();
  await expect(page.getByTestId('recent-activity').getByRole('link', { name: text.overview.allActivity })).toBeVisible();
  await expect(page.getByRole('link', { name: text.admin.tabs.moderation })).toBeVisible();
  await expectNoAntd(page, scripts);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('link', { name: text.admin.tabs.users }).click();
  await expect(page.getByTestId('users-table')).toBeVisible();
  await expect(page.locator('.ant-table-wrapper-rtl')).toBeVisible();
});

test('an admin sets a suggestion planned; the audit log records it (en)', async ({ page, browser }) => {
  // A member suggests, in a browser of their own.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await newMember(memberPage, 'Nadia');
  const title = `Map search ${member.username}`;
  await api(memberPage, 'POST', '/api/suggestions', { title, category: 'feature', description: 'Search the listings on a map.' });

  await startIn(page, 'en');
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/messages');
  await page.getByText(en.messages.kinds.suggestions).click();
  const row = page.getByTestId('suggestions').getByRole('row').filter({ hasText: title });
  await row.getByRole('combobox').fill(en.messages.suggestionStatus.planned);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toaster')).toContainText(en.messages.statusSaved);
  const mine = (await (await memberPage.request.get('/api/suggestions/mine')).json()) as { title: string; status: string }[];
  expect(mine.find((suggestion) => suggestion.title === title)?.status).toBe('planned');
  await memberContext.close();

  await page.getByRole('link', { name: en.admin.tabs.audit }).click();
  await expect(page.getByRole('row').filter({ hasText: 'suggestion.status' }).first()).toContainText('"new" → "planned"');
});

test('an admin finds a member and deactivates them: the member is signed out at once (ar)', { tag: FLOW }, async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const { username, email } = await newMember(memberPage, 'Karim');

  await startIn(page, 'ar');
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: ar.users.search }).fill(email);
  await page.keyboard.press('Enter');
  const row = page.getByTestId('users-table').getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('switch', { name: ar.users.activeOf.replace('{{name}}', username) }).click();
  await expect(page.getByTestId('toaster')).toContainText(ar.users.deactivated);
  expect((await memberPage.request.get('/api/user')).status()).toBe(401);
  await memberContext.close();
});
