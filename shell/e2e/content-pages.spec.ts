import { expect, test } from '@playwright/test';
import { ACCOUNT_DELETION_GRACE_DAYS, CONVERSATION_KEPT_MONTHS, type SiteFigures } from 'shared-contracts';
import aboutAr from '../src/features/about/locales/ar.json' with { type: 'json' };
import aboutEn from '../src/features/about/locales/en.json' with { type: 'json' };
import legalAr from '../src/features/legal/locales/ar.json' with { type: 'json' };
import legalEn from '../src/features/legal/locales/en.json' with { type: 'json' };
import { pageIsLive, SHELL_TEXT, startIn } from 'test-support';

const ABOUT = { ar: aboutAr, en: aboutEn };
const LEGAL = { ar: legalAr, en: legalEn };

for (const language of ['ar', 'en'] as const) {
  test(`About shows the site's figures as the API counts them, and its buttons lead to contact (${language})`, async ({ page }) => {
    await startIn(page, language);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const figures = (await (await page.request.get('/api/site/figures')).json()) as SiteFigures;
    for (const name of ['listings', 'users', 'communes', 'advisors'] as const) {
      await expect(page.getByTestId(`about-${name}`)).toHaveText(figures[name].toLocaleString('en-US'));
    }
    await expect(page.getByRole('heading', { name: ABOUT[language].story.title })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: ABOUT[language].cta.email })).toHaveAttribute('href', 'mailto:contact@djelfa-estates.dz');
    await page.locator('main').getByRole('link', { name: ABOUT[language].cta.contact }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL_TEXT[language].pages.contact.title);
  });

  for (const document of ['privacy', 'terms'] as const) {
    test(`${document} has every section, reached from its table of contents (${language})`, async ({ page }) => {
      const text = LEGAL[language][document];
      await startIn(page, language);
      await page.goto(`/${document}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL_TEXT[language].pages[document].title);
      // The live page: a click while the scripts replace the drawn one (the frame, then the page in
      // its slot once the page's code has come) can land on a node that is being taken away.
      await pageIsLive(page);
      const article = page.getByTestId(`legal-${document}`);
      await expect(article.locator('section h2')).toHaveText(text.sections.map((section) => section.title));
      const last = text.sections[text.sections.length - 1];
      await article.getByRole('navigation').getByRole('link', { name: last.title }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`#${last.id}`)).toBeInViewport();
    });
  }

  test(`privacy names law 18-07, the rights, and leads to the settings where they are used (${language})`, async ({ page }) => {
    await startIn(page, language);
    await page.goto('/privacy');
    // The live page: the drawn one holds both languages' copies, one hidden.
    await pageIsLive(page);
    const article = page.getByTestId('legal-privacy');
    await expect(article).toContainText('18-07');
    await expect(article).toContainText(language === 'ar' ? '14 يومًا' : '14 days');
    await article.getByRole('link', { name: LEGAL[language].openSettings }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fsettings/);
  });

  test(`privacy says who reads members' messages, how long they are kept, and that the owner's number is shown on a click only (${language})`, async ({ page }) => {
    const section = LEGAL[language].privacy.sections.find(({ id }) => id === 'messages')!;
    await startIn(page, language);
    await page.goto('/privacy');
    await pageIsLive(page);
    const messages = page.getByTestId('legal-privacy').getByRole('region', { name: section.title });
    // The months and days are the constants the server deletes by, written into the text.
    await expect(messages).toContainText(language === 'ar' ? `منذ ${CONVERSATION_KEPT_MONTHS} شهرًا` : `for ${CONVERSATION_KEPT_MONTHS} months`);
    await expect(messages).toContainText(language === 'ar' ? `بعد ${ACCOUNT_DELETION_GRACE_DAYS} يومًا` : `${ACCOUNT_DELETION_GRACE_DAYS} days after you delete it`);
    // Every paragraph of it, as written, with the figures in place.
    const filled = (paragraph: string) => paragraph.replace('{{months}}', String(CONVERSATION_KEPT_MONTHS)).replace('{{days}}', String(ACCOUNT_DELETION_GRACE_DAYS));
    await expect(messages.getByRole('paragraph')).toHaveText(section.body.map(filled));
  });
}
