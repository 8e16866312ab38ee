import { expect, test } from '@playwright/test';
import { ADMIN_TEXT, COMMUNITY_TEXT as TEXT, DEMO, FLOW, api, newMember, openedDialog, signInAs, signOut } from 'test-support';

const ar = TEXT.ar;
const admin = ADMIN_TEXT.ar;

test('in a topic: reply, answer the reply, like it and report it', { tag: FLOW }, async ({ page }) => {
  // A moderator's posts are published at once; a new member's first ones wait (next test).
  await signInAs(page, DEMO.admin);
  const topic = await api<{ id: number }>(page, 'POST', '/api/forum/topics', {
    title: 'سعر المتر المربع في حي 5 جويلية',
    body: 'ما هو السعر الحالي للمتر المربع في حي 5 جويلية بالجلفة؟',
    category: 'market_analysis',
    tags: ['أسعار'],
  });
  await page.goto(`/forum/${topic.id}`);
  const mark = Date.now();
  await page.getByLabel(ar.topic.yourReply).fill(`حوالي 60 ألف دينار للمتر حسب الموقع (${mark}).`);
  await page.getByRole('button', { name: ar.topic.sendReply }).click();
  await expect(page.getByTestId('toaster')).toContainText(ar.topic.replySent);
  const first = page.locator('[data-testid^="forum-replies-"]').filter({ hasText: `حوالي 60 ألف دينار للمتر حسب الموقع (${mark})` });
  await expect(first).toBeVisible();

  await first.getByRole('button', { name: ar.topic.reply, exact: true }).click();
  await page.getByLabel(ar.topic.replyToReply).fill('وفي الأحياء الجديدة أقل من ذلك.');
  await page.getByRole('button', { name: ar.topic.sendReply }).first().click();
  const answer = page.locator('[data-testid^="forum-replies-"]').filter({ hasText: 'الأحياء الجديدة' });
  await expect(answer).toBeVisible();
  // The answer sits under the reply it answers.
  await expect(page.locator('li', { has: first }).locator('ol [data-testid^="forum-replies-"]')).toContainText('الأحياء الجديدة');

  // Another member likes the answer and reports the first reply.
  await signOut(page);
  await newMember(page, 'Karim');
  await page.reload();
  await answer.getByRole('button', { name: /إعجاب/ }).click();
  await expect(answer.getByRole('button', { name: /إعجاب/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(answer.getByRole('button', { name: /إعجاب/ })).toContainText('1');
  await first.getByRole('button', { name: ar.report.action }).click();
  await (await openedDialog(page, ar.report.title)).getByRole('radio', { name: ar.report.reasons.off_topic }).check();
  await page.getByRole('button', { name: ar.report.send }).click();
  await expect(page.getByTestId('toaster')).toContainText(ar.report.sent);

  // The report waits in the moderators' queue; hiding the reply settles it.
  await signOut(page);
  await signInAs(page, DEMO.admin);
  await page.goto('/forum/moderation');
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  const report = page
    .getByTestId('queue-forum-reports')
    .getByRole('row')
    .filter({ hasText: String(mark) });
  await expect(report).toContainText(admin.moderation.reportReasons.off_topic);
  await report.getByRole('button', { name: admin.moderation.hide }).click();
  await expect(report).toContainText(admin.moderation.resolved.hidden);
});

test("a new member's first topic waits for approval: they see it marked, a visitor does not see it", { tag: FLOW }, async ({ page, browser }) => {
  await newMember(page, 'Nadia');
  await page.goto('/forum/new');
  const title = `أين أجد مقاولاً موثوقاً في مسعد؟ ${Date.now()}`;
  await page.getByLabel(ar.newTopic.fields.title).fill(title);
  await page.getByRole('combobox', { name: ar.newTopic.fields.category }).fill('البناء');
  await page.keyboard.press('Enter');
  await page.getByLabel(ar.newTopic.fields.body).fill('أبحث عن مقاول لبناء منزل من طابقين في مسعد، من له تجربة؟');
  await page.getByRole('button', { name: ar.newTopic.submit }).click();
  await expect(page.getByTestId('toaster')).toContainText(ar.newTopic.pending);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(ar.topic.pendingNote)).toBeVisible();
  const address = page.url();

  const visitor = await browser.newPage();
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TEXT.ar.topic.notFound);
  await visitor.goto('/forum');
  await expect(visitor.getByTestId('topic-row').first()).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  // A moderator approves it from the queue: now everyone sees it.
  await signOut(page);
  await signInAs(page, DEMO.admin);
  await page.goto('/forum');
  await page.getByRole('link', { name: ar.moderationQueue }).click();
  await page.getByTestId('queue-forum-posts').getByRole('row').filter({ hasText: title }).getByRole('button', { name: admin.moderation.publish }).click();
  await expect(page.getByTestId('toaster')).toContainText(admin.moderation.postPublished);
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor.close();
});

test('the forum lists pinned topics first, and searches in the URL', async ({ page }) => {
  await page.goto('/forum');
  // The live page, not the drawn one it replaces (a search typed into that is the server-pages spec's).
  const live = page.locator('[data-remote="community"][data-live]');
  await expect(live.getByTestId('topic-row').first()).toContainText(ar.forum.pinned);
  await live.getByRole('searchbox', { name: ar.forum.searchLabel }).fill('لا-يوجد-موضوع-كهذا');
  await page.keyboard.press('Enter');
  await expect(page.getByText(ar.forum.empty)).toBeVisible();
  await expect(page).toHaveURL(/q=/);
});

test("the topic's author marks a reply helpful: its writer sees the 25 points in their dashboard", { tag: FLOW }, async ({ page }) => {
  await signInAs(page, DEMO.admin);
  const topic = await api<{ id: number }>(page, 'POST', '/api/forum/topics', {
    title: 'أفضل حي للعائلات في الجلفة؟',
    body: 'أبحث عن حي هادئ قريب من المدارس، ما رأيكم؟',
    category: 'general',
    tags: [],
  });
  await signOut(page);
  await signInAs(page, DEMO.user);
  await api(page, 'POST', `/api/forum/topics/${topic.id}/replies`, { body: 'حي الظهرة هادئ وقريب من المدارس.' });
  await signOut(page);

  await signInAs(page, DEMO.admin);
  await page.goto(`/forum/${topic.id}`);
  const reply = page.locator('[data-testid^="forum-replies-"]').filter({ hasText: 'حي الظهرة' });
  await reply.getByRole('button', { name: ar.topic.markHelpful }).click();
  // Done when the server said so: the button gives way to the mark.
  await expect(page.getByTestId('toaster')).toContainText(ar.topic.helpfulMarked);
  await expect(reply.getByRole('button', { name: ar.topic.markHelpful })).toHaveCount(0);
  await signOut(page);

  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('points-entry').first()).toContainText('+25');
});
