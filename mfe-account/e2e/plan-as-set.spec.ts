import { expect, test } from '@playwright/test';
import type { DashboardStats } from 'shared-contracts';
import { ACCOUNT_TEXT as TEXT, newMember, startIn } from 'test-support';

// A plan is what the admin made of it (the database), not what the code first seeded: its
// features in the dashboard, and whether the editor offers to feature a listing.
for (const language of ['ar', 'en'] as const) {
  test(`the dashboard and the editor follow the plan as the admin set it (${language})`, async ({ page }) => {
    const text = TEXT[language];
    await startIn(page, language);
    await newMember(page);
    const feature = { ar: 'ميزة أضافها المشرف', en: 'A feature the admin added' };
    await page.route('**/api/dashboard/stats', async (route) => {
      const stats = (await (await route.fetch()).json()) as DashboardStats;
      await route.fulfill({ json: { ...stats, planCanFeature: true, planFeatures: [feature] } satisfies DashboardStats });
    });

    await page.goto('/dashboard/subscription');
    await expect(page.getByTestId('plan-usage')).toContainText(feature[language]);

    await page.goto('/dashboard/listings/new');
    await expect(page.getByRole('checkbox', { name: text.editor.fields.isFeatured })).toBeEnabled();
  });
}
