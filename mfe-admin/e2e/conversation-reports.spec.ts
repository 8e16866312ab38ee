import { expect, test, type Page } from '@playwright/test';
import { CSRF_HEADER, type ConversationDetail, type ConversationMessage, type ModerationCounts, type UploadedImage } from 'shared-contracts';
import { ADMIN_TEXT as TEXT, DEMO, FLOW, api, apiListing, csrf, newMember, photo, settled, signInAs, startIn, unique } from 'test-support';

const isCounts = (url: string) => new URL(url).pathname === '/api/admin/moderation';

/** A photo sent in a message: uploaded as a listing's. */
async function uploaded(page: Page): Promise<string> {
  const response = await page.request.post('/api/uploads', { multipart: { file: await photo('yard.jpg', '#8a6d3b') }, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as UploadedImage).url;
}

for (const language of ['ar', 'en'] as const) {
  test(`an owner reports a conversation; a moderator-admin reads its messages in the queue and closes it for both (${language})`, { tag: FLOW }, async ({ page, browser }) => {
    const text = TEXT[language];
    const mark = unique();
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    const owner = await newMember(ownerPage, 'Nadia');
    const listing = await apiListing(ownerPage, { title: `دار للبيع ${mark}`, titleEn: `House for sale ${mark}` });

    const seekerContext = await browser.newContext();
    const seekerPage = await seekerContext.newPage();
    const seeker = await newMember(seekerPage, 'Karim');
    const spam = `Pay the deposit to https://pay.example/${mark} before any visit`;
    const conversation = await api<ConversationDetail>(seekerPage, 'POST', '/api/conversations', { propertyId: listing.id, body: spam, images: [await uploaded(seekerPage)] });
    const answer = `No deposit before a visit ${mark}`;
    await api<ConversationMessage>(ownerPage, 'POST', `/api/conversations/${conversation.id}/messages`, { body: answer });
    await api(ownerPage, 'POST', `/api/conversations/${conversation.id}/report`, { reason: 'spam', details: `Asks for money first ${mark}` });
    await ownerContext.close();

    await startIn(page, language);
    await signInAs(page, DEMO.admin);
    // What the page was answered: other tests report and settle meanwhile, so a second call could differ.
    const counted = page.waitForResponse((response) => isCounts(response.url()));
    await page.goto('/admin/moderation');
    const counts = (await (await counted).json()) as ModerationCounts;
    expect(counts.conversationReports).toBeGreaterThan(0);
    const heading = page.getByRole('heading', { name: text.moderation.queues.conversationReports });
    await expect(heading.getByTitle(String(counts.conversationReports), { exact: true })).toBeVisible();

    const row = page.getByTestId('queue-conversation-reports').getByRole('row').filter({ hasText: spam });
    await expect(row).toContainText(text.moderation.conversationReasons.spam);
    await expect(row).toContainText(`Asks for money first ${mark}`);
    await expect(row).toContainText(`${owner.firstName} بن علي`);
    await expect(row).toContainText(`${seeker.firstName} بن علي`);
    await expect(row.getByRole('link', { name: language === 'ar' ? listing.title : `House for sale ${mark}` })).toHaveAttribute('href', `/property/${listing.id}`);
    // Oldest first, each marked by who wrote it; the link in the text stays text, the photo a thumbnail.
    const messages = row.getByRole('list', { name: text.moderation.conversation.messages }).getByRole('listitem');
    await expect(messages).toHaveText([
      new RegExp(`^${text.moderation.conversation.fromReported}.*${spam.replaceAll('.', '\\.')}$`),
      new RegExp(`^${text.moderation.conversation.fromReporter}.*${answer}$`),
    ]);
    await expect(messages.first().getByRole('link')).toHaveCount(0);
    await expect(messages.first().getByRole('img', { name: text.moderation.conversation.photo })).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.thumb\.webp$/);

    // Closing asks first; then the queue and both badges are read again.
    await row.getByRole('button', { name: text.moderation.closeConversation }).click();
    const question = await settled(page.getByRole('tooltip').filter({ hasText: text.moderation.closeConversationConfirm }));
    const recounted = page.waitForResponse((response) => isCounts(response.url()));
    await question.getByRole('button', { name: text.moderation.closeConversation }).click();
    await expect(page.getByTestId('toaster')).toContainText(text.moderation.conversationClosed);
    await expect(row).toContainText(text.moderation.conversationStatus.closed);
    await expect(row.getByRole('button', { name: text.moderation.closeConversation })).toHaveCount(0);
    const now = (await (await recounted).json()) as ModerationCounts;
    await expect(heading.getByTitle(String(now.conversationReports), { exact: true })).toBeVisible();
    // The tab's badge: everything waiting, or none once nothing does.
    const waiting = Object.values(now).reduce((sum, count) => sum + count, 0);
    const tabBadge = page.getByRole('link', { name: text.admin.tabs.moderation }).locator('[aria-label]');
    await (waiting === 0 ? expect(tabBadge).toHaveCount(0) : expect(tabBadge).toHaveText(waiting > 99 ? '99+' : String(waiting)));

    // Closed for both: the seeker can no longer write in it; the admin still cannot open it as a party would.
    const refused = await seekerPage.request.post(`/api/conversations/${conversation.id}/messages`, {
      data: { body: `Still there? ${mark}` },
      headers: { [CSRF_HEADER]: await csrf(seekerPage) },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('CONVERSATION_CLOSED');
    expect((await page.request.get(`/api/conversations/${conversation.id}`)).status()).toBe(404);
    await seekerContext.close();
  });
}
