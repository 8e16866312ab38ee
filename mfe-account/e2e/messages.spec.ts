import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CSRF_HEADER, type ConversationDetail, type ConversationReport, type OwnerAnalytics, type PropertyDetail } from 'shared-contracts';
import {
  ACCOUNT_TEXT,
  DEMO,
  FLOW,
  SHELL_TEXT,
  api,
  apiListing,
  csrf,
  expectNoAntd,
  expectNoHorizontalOverflow,
  newMember,
  scriptsOf,
  signInAs,
  startIn,
  unique,
} from 'test-support';

const LANGUAGES = ['ar', 'en'] as const;
const SCREENS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** The name as the page writes it in a sentence: isolated (FSI…PDI) from the sentence's direction. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** "1 unread conversation", as the shell says it. */
const oneUnread = (language: (typeof LANGUAGES)[number]) => SHELL_TEXT[language].account.unread_one.replace('{{count}}', '1');

/** The account menu's button in the top bar. */
const accountButton = (page: Page) => page.getByRole('banner').locator('[aria-haspopup="menu"]');

/** axe-core's serious and critical findings on the page as it is now (as shell/e2e/accessibility.spec.ts checks every page). */
async function seriousFaults(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(' | ')}`);
}

/** Where a message's box starts on the screen, from the left. */
const leftOf = async (message: Locator) => (await message.locator('> div').boundingBox())!.x;

for (const language of LANGUAGES) {
  const text = ACCOUNT_TEXT[language];
  const shell = SHELL_TEXT[language];

  for (const [screen, viewport] of Object.entries(SCREENS)) {
    test(
      `(${language}, ${screen}) a seeker writes; the owner sees the unread count, opens the conversation, answers; the seeker sees the answer and the read mark; block and report`,
      { tag: FLOW },
      async ({ page, browser }) => {
        await page.setViewportSize(viewport);
        await startIn(page, language);
        await newMember(page, 'Karim', { language });
        const mark = unique();
        const listing = await apiListing(page, { title: `شقة للمحادثة ${mark}`, titleEn: `Flat to talk about ${mark}` });
        const shownTitle = language === 'en' ? listing.titleEn! : listing.title;

        // The seeker writes through the API (the listing page's box is the marketplace's), then opens the conversation.
        const seekerContext = await browser.newContext({ viewport });
        const seeker = await seekerContext.newPage();
        await startIn(seeker, language);
        await newMember(seeker, 'Salima', { language });
        const question = `Is the flat still available? ${mark}`;
        const started = await api<ConversationDetail>(seeker, 'POST', '/api/conversations', { propertyId: listing.id, body: question });
        const scripts = scriptsOf(seeker);
        await seeker.goto(`/dashboard/messages/${started.id}`);
        const seekerMessages = seeker.getByTestId('message');
        await expect(seekerMessages).toHaveCount(1);
        await expect(seekerMessages.first().getByTestId('receipt')).toHaveAttribute('data-read', 'false');
        await expect(seeker.getByTestId('conversation-quote')).toContainText(text.messages.role.seeker);
        if (language === 'ar' && screen === 'desktop') await expectNoAntd(seeker, scripts);

        // The owner sees the count on the menu's button from any page, and beside Messages.
        await page.goto('/');
        await expect(accountButton(page).getByTestId('unread-dot')).toContainText(oneUnread(language));
        let messagesLink: Locator;
        if (screen === 'desktop') {
          await accountButton(page).click();
          messagesLink = page.getByRole('menu').getByRole('menuitem', { name: new RegExp(shell.account.messages) });
        } else {
          await page.getByRole('button', { name: shell.nav.openMenu }).click();
          messagesLink = page.getByRole('dialog', { name: shell.nav.menu }).getByRole('link', { name: new RegExp(shell.account.messages) });
        }
        await expect(messagesLink.getByTestId('unread-badge')).toContainText(oneUnread(language));
        await messagesLink.click();

        // The inbox: the listing, the seeker's first name, the last words, unread.
        await expect(page).toHaveURL(/\/dashboard\/messages$/);
        await expect(page.getByRole('link', { name: text.dashboard.tabs.messages })).toHaveAttribute('aria-current', 'page');
        const row = page.getByTestId('conversation').filter({ hasText: shownTitle });
        await expect(row).toHaveAttribute('data-unread', 'true');
        await expect(row.getByTestId('conversation-name')).toHaveText('Salima');
        await expect(row.getByTestId('conversation-last')).toHaveText(question);
        await expect(row.getByTestId('conversation-unread')).toHaveText(text.messages.unread);
        await expect(row).toContainText(text.messages.role.owner);
        await expectNoHorizontalOverflow(page);

        // Opened, it is read: the count is gone without a reload.
        await row.getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/dashboard/messages/${started.id}$`));
        await expect(page.getByTestId('message-body')).toHaveText(question);
        await expect(page.getByTestId('conversation-listing')).toHaveText(shownTitle);
        await expect(page.getByTestId('conversation-listing').getByRole('link')).toHaveAttribute('href', `/property/${listing.id}`);
        await expect(accountButton(page).getByTestId('unread-dot')).toHaveCount(0);
        expect(await (await page.request.get('/api/conversations/unread')).json()).toEqual({ count: 0 });
        await expectNoHorizontalOverflow(page);

        // The owner answers.
        const answer = `Yes, come and see it on Saturday.\nAt ten. ${mark}`;
        await page.getByLabel(text.messages.composer.label).fill(answer);
        await page.getByRole('button', { name: text.messages.composer.send }).click();
        const ownerMessages = page.getByTestId('message');
        await expect(ownerMessages).toHaveCount(2);
        await expect(ownerMessages.last()).toHaveAttribute('data-mine', 'true');
        await expect(ownerMessages.last().getByTestId('message-body')).toHaveText(answer);
        await expect(page.getByLabel(text.messages.composer.label)).toHaveValue('');

        // The seeker's page shows the answer without a reload, and their question as read; each side on its own, mirrored in Arabic.
        await expect(seekerMessages).toHaveCount(2);
        await expect(seekerMessages.last()).toHaveAttribute('data-mine', 'false');
        await expect(seekerMessages.last().getByTestId('message-body')).toHaveText(answer);
        await expect(seekerMessages.first().getByTestId('receipt')).toHaveAttribute('data-read', 'true');
        const [mine, theirs] = [await leftOf(seekerMessages.first()), await leftOf(seekerMessages.last())];
        if (language === 'ar') expect(mine).toBeLessThan(theirs);
        else expect(mine).toBeGreaterThan(theirs);
        await expectNoHorizontalOverflow(seeker);

        // The owner blocks the seeker: asked first, then no message either way.
        await page.getByRole('button', { name: text.messages.safety.block, exact: true }).click();
        const asking = page.getByRole('group', { name: text.messages.safety.blockQuestion.replace('{{name}}', isolated('Salima')) });
        await asking.getByRole('button', { name: text.messages.safety.blockConfirm }).click();
        await expect(page.getByTestId('composer-stopped')).toHaveText(text.messages.composer.blockedByMe.replace('{{name}}', isolated('Salima')));
        await expect(page.getByLabel(text.messages.composer.label)).toBeDisabled();
        await expect(page.getByRole('button', { name: text.messages.safety.unblock })).toBeVisible();
        const refused = await seeker.request.post(`/api/conversations/${started.id}/messages`, {
          data: { body: `Hello? ${mark}` },
          headers: { [CSRF_HEADER]: await csrf(seeker) },
        });
        expect(refused.status()).toBe(403);
        expect(((await refused.json()) as { code: string }).code).toBe('MESSAGES_BLOCKED');
        // The seeker's page says so at its next look, its answer box inert.
        await expect(seeker.getByTestId('composer-stopped')).toHaveText(text.messages.composer.blockedMe.replace('{{name}}', isolated('Karim')));
        await expect(seeker.getByLabel(text.messages.composer.label)).toBeDisabled();
        await expect(seeker.getByRole('button', { name: text.messages.composer.send })).toBeDisabled();

        // The seeker reports the conversation: it lands in the moderators' queue.
        await seeker.getByRole('button', { name: text.messages.safety.report }).click();
        const form = seeker.getByTestId('report-form');
        await form.getByLabel(text.messages.safety.reasons.scam).check();
        await form.getByLabel(text.messages.safety.details).fill(`Asked for a deposit ${mark}`);
        await form.getByRole('button', { name: text.messages.safety.sendReport }).click();
        await expect(seeker.getByTestId('reported')).toHaveText(text.messages.safety.reported);
        await expect(seeker.getByRole('button', { name: text.messages.safety.report })).toHaveCount(0);
        await seekerContext.close();

        const moderator = await browser.newContext();
        const admin = await moderator.newPage();
        await signInAs(admin, DEMO.admin);
        const reports = (await (await admin.request.get('/api/admin/conversation-reports?pageSize=100')).json()) as ConversationReport[];
        expect(reports.find((report) => report.conversationId === started.id)).toMatchObject({ reason: 'scam', details: `Asked for a deposit ${mark}`, status: 'open' });
        await moderator.close();
      },
    );
  }

  test(`(${language}) the inbox and a conversation have no serious accessibility fault`, async ({ page, browser }) => {
    await startIn(page, language);
    await newMember(page, 'Karim', { language });
    const listing = await apiListing(page, { title: `شقة ${unique()}` });
    const seekerContext = await browser.newContext();
    const seeker = await seekerContext.newPage();
    await newMember(seeker, 'Salima');
    const started = await api<ConversationDetail>(seeker, 'POST', '/api/conversations', { propertyId: listing.id, body: `See https://example.com/a ${unique()}` });
    await seekerContext.close();

    await page.goto('/dashboard/messages');
    await expect(page.getByTestId('conversation')).toHaveAttribute('data-unread', 'true');
    expect(await seriousFaults(page)).toEqual([]);
    await page.goto(`/dashboard/messages/${started.id}`);
    await expect(page.getByTestId('message')).toHaveCount(1);
    await page.getByRole('button', { name: text.messages.safety.report }).click();
    await expect(page.getByTestId('report-form')).toBeVisible();
    expect(await seriousFaults(page)).toEqual([]);
  });

  test(`(${language}) the owner chooses messages only in the editor: saved with the listing`, { tag: FLOW }, async ({ page }) => {
    await startIn(page, language);
    await newMember(page, 'Karim', { language });
    const listing = await apiListing(page, { title: `شقة بلا هاتف ${unique()}` });
    expect(listing.contactMode).toBe('phone_and_messages');
    await page.goto(`/dashboard/listings/${listing.id}/edit`);
    const choice = page.getByTestId('contact-mode');
    await expect(choice.getByRole('radio', { name: text.editor.contactMode.phone_and_messages })).toBeChecked();
    await expect(choice).toContainText(text.editor.contactMode.hint);
    await choice.getByRole('radio', { name: text.editor.contactMode.messages_only }).check();
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
    await page.getByTestId('publish').click();
    await expect(page).toHaveURL(/\/dashboard\/listings$/);
    const saved = (await (await page.request.get(`/api/properties/${listing.id}`)).json()) as PropertyDetail;
    expect(saved.contactMode).toBe('messages_only');
    expect(saved.owner.hasPhone).toBe(false);

    await page.goto(`/dashboard/listings/${listing.id}/edit`);
    await expect(page.getByTestId('contact-mode').getByRole('radio', { name: text.editor.contactMode.messages_only })).toBeChecked();
  });
}

test('a conversation started counts as a message lead in the owner’s analytics, beside the numbers shown', { tag: FLOW }, async ({ page, browser }) => {
  const text = ACCOUNT_TEXT.ar;
  await newMember(page, 'Karim');
  const listing = await apiListing(page, { title: `شقة للإحصاء ${unique()}` });
  const seekerContext = await browser.newContext();
  const seeker = await seekerContext.newPage();
  await newMember(seeker, 'Salima');
  await api(seeker, 'POST', '/api/conversations', { propertyId: listing.id, body: `هل الشقة متاحة؟ ${unique()}` });
  await seekerContext.close();

  // The leads are rolled into the day's figures each minute.
  const leads = async () => ((await (await page.request.get(`/api/user/analytics?propertyId=${listing.id}`)).json()) as OwnerAnalytics).totals.leads;
  await expect.poll(async () => (await leads()).message, { timeout: 100_000, intervals: [2_000] }).toBe(1);
  await page.goto('/dashboard/analytics');
  const figures = page.getByTestId('analytics');
  await expect(figures).toContainText(text.analytics.channel.message);
  await expect(figures).toContainText(text.analytics.channel.phone);
  await expect(page.getByTestId('analytics-message')).toHaveText('1');
  await expect(page.getByTestId('analytics-phone')).toHaveText('0');
});
