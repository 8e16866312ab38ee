import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  MESSAGE_MAX_LENGTH,
  NEW_MEMBER_CONVERSATIONS_PER_DAY,
  PHONE_REVEALS_PER_VISITOR,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationReport,
  type ConversationSummary,
  type ModerationCounts,
  type OwnerAnalytics,
  type Property,
  type PropertyDetail,
  type SubscriptionPlanName,
  type UserRole,
} from 'shared-contracts';
import { PURGE_DELETED_ACCOUNTS_JOB } from '../src/account-settings/deletion/purge-deleted-accounts.job.js';
import { ROLL_UP_JOB } from '../src/listing-analytics/roll-up.job.js';
import { SEND_MAIL_JOB } from '../src/mail/mail-queue.js';
import { MessageMailsJob, MESSAGE_MAILS_JOB } from '../src/messages/message-mails.job.js';
import { queuesIdle, runJob } from './support/jobs.js';
import { del, listingPayload } from './support/listings.js';
import { mailsTo } from './support/mail-outbox.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('messages between seekers and owners', () => {
  let testApp: TestApp;
  let moderator: SessionClient;
  let admin: SessionClient;

  /** A signed-in account with its first name; premium, so that it may publish as many listings as a test needs. */
  const account = async (firstName: string, { role = 'user', plan = 'premium', old = false }: { role?: UserRole; plan?: SubscriptionPlanName; old?: boolean } = {}) => {
    const made = await signedUp(testApp.server, { firstName });
    await testApp.dataSource.query(`UPDATE users SET role = $1, subscription_plan = $2, created_at = now() - make_interval(days => $3) WHERE id = $4`, [
      role,
      plan,
      old ? 30 : 0,
      made.id,
    ]);
    return made;
  };
  const listingOf = async (owner: SessionClient, fields = {}): Promise<Property> => {
    const response = await owner.post('/api/properties', listingPayload({ images: [], ...fields }));
    expect(response.status).toBe(201);
    return response.body;
  };
  const start = (seeker: SessionClient, propertyId: number, body: string) => seeker.post('/api/conversations', { propertyId, body });
  const started = async (seeker: SessionClient, propertyId: number, body: string): Promise<ConversationDetail> => {
    const response = await start(seeker, propertyId, body);
    expect([response.status, response.body.code]).toEqual([201, undefined]);
    return response.body;
  };
  const messagesOf = async (client: SessionClient, id: number, query = ''): Promise<ConversationMessage[]> => (await client.get(`/api/conversations/${id}/messages${query}`)).body;
  const unread = async (client: SessionClient): Promise<number> => (await client.get('/api/conversations/unread')).body.count;

  beforeAll(async () => {
    testApp = await startTestApp();
    moderator = (await account('Moderator', { role: 'moderator' })).client;
    admin = (await account('Admin', { role: 'admin' })).client;
  });
  afterAll(() => testApp?.close());

  it('starts one conversation per listing and seeker, quoting the listing, and shows it to both parties with unread and read marks', async () => {
    const owner = await account('Karim');
    const seeker = await account('Salma');
    const listing = await listingOf(owner.client, { titleEn: 'Flat by the park' });
    const first = await started(seeker.client, listing.id, 'Bonjour, is it still for sale?');
    expect(first).toMatchObject({
      role: 'seeker',
      otherName: 'Karim',
      lastMessage: 'Bonjour, is it still for sale?',
      unread: false,
      listingAvailable: true,
      blockedByMe: false,
      blockedMe: false,
      closed: false,
      reportedByMe: false,
      listing: { id: listing.id, title: listing.title, titleEn: 'Flat by the park', priceUnit: 'million', priceType: 'sale', commune: 'الجلفة', thumbnail: null },
    });
    // A second message from the listing's page lands in the same conversation.
    const again = await started(seeker.client, listing.id, 'And can I visit on Saturday?');
    expect(again.id).toBe(first.id);

    expect(await unread(owner.client)).toBe(1);
    const inbox = await owner.client.get('/api/conversations');
    expect(inbox.headers['x-total-count']).toBe('1');
    expect(inbox.body).toEqual([expect.objectContaining({ id: first.id, role: 'owner', otherName: 'Salma', lastMessage: 'And can I visit on Saturday?', unread: true })]);
    expect((await owner.client.get('/api/conversations/listings')).body).toEqual([expect.objectContaining({ id: listing.id, titleEn: 'Flat by the park' })]);
    expect((await owner.client.get(`/api/conversations?propertyId=${listing.id}`)).body).toHaveLength(1);
    expect((await owner.client.get(`/api/conversations?propertyId=${listing.id + 1000}`)).body).toEqual([]);

    // Delivered, not read, until the owner opens it.
    expect((await messagesOf(seeker.client, first.id)).map((message) => [message.body, message.mine, message.read])).toEqual([
      ['And can I visit on Saturday?', true, false],
      ['Bonjour, is it still for sale?', true, false],
    ]);
    const opened: ConversationDetail = (await owner.client.get(`/api/conversations/${first.id}`)).body;
    expect(opened).toMatchObject({ role: 'owner', unread: false });
    expect(await unread(owner.client)).toBe(0);
    expect((await messagesOf(seeker.client, first.id)).map((message) => message.read)).toEqual([true, true]);

    const answer = await owner.client.post(`/api/conversations/${first.id}/messages`, { body: '  Yes, Saturday at 10.  ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ mine: true, body: 'Yes, Saturday at 10.', read: false, images: [] });
    expect(await unread(seeker.client)).toBe(1);
    const seekerInbox: ConversationSummary[] = (await seeker.client.get('/api/conversations')).body;
    expect(seekerInbox[0]).toMatchObject({ id: first.id, unread: true, lastMessage: 'Yes, Saturday at 10.' });
    // Older pages by the id of the oldest message shown.
    const [newest] = await messagesOf(seeker.client, first.id, '?limit=1');
    expect(newest.body).toBe('Yes, Saturday at 10.');
    expect((await messagesOf(seeker.client, first.id, `?before=${newest.id}`)).map((message) => message.body)).toEqual([
      'And can I visit on Saturday?',
      'Bonjour, is it still for sale?',
    ]);
    // The conversation started is the owner's lead "message", once.
    await runJob(testApp, ROLL_UP_JOB);
    const figures: OwnerAnalytics = (await owner.client.get('/api/user/analytics')).body;
    expect(figures.totals.leads).toMatchObject({ message: 1, phone: 0 });
  });

  it('keeps the quoted listing once it is gone, and takes no message on one’s own, hidden or missing listing', async () => {
    const owner = await account('Nadir');
    const seeker = await account('Lina');
    const listing = await listingOf(owner.client, { title: 'فيلا للبيع في حاسي بحبح', commune: 'حاسي بحبح' });
    const conversation = await started(seeker.client, listing.id, 'السلام عليكم، هل السعر قابل للتفاوض؟');
    expect((await del(owner.client, `/api/properties/${listing.id}`)).status).toBe(204);
    const after: ConversationDetail = (await seeker.client.get(`/api/conversations/${conversation.id}`)).body;
    expect(after).toMatchObject({ listingAvailable: false, listing: { id: listing.id, title: 'فيلا للبيع في حاسي بحبح', commune: 'حاسي بحبح' } });
    expect((await start(seeker.client, listing.id, 'هل ما زالت متاحة؟')).status).toBe(404);

    const own = await listingOf(owner.client);
    expect([(await start(owner.client, own.id, 'Me?')).status, (await start(owner.client, own.id, 'Me?')).body.code]).toEqual([403, 'OWN_LISTING']);
    const hidden = await listingOf(owner.client, { isActive: false });
    expect((await start(seeker.client, hidden.id, 'Hello')).status).toBe(404);
    expect((await start(seeker.client, 999999, 'Hello')).status).toBe(404);
  });

  it('refuses bad input with 400, and visitors with 401', async () => {
    const owner = await account('Omar');
    const seeker = await account('Rania');
    const listing = await listingOf(owner.client);
    for (const body of [
      { propertyId: listing.id, body: '   ' },
      { propertyId: listing.id, body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) },
      { propertyId: 'one', body: 'Hello' },
      { propertyId: listing.id, body: 'Hello', images: Array.from({ length: 5 }, () => '/uploads/x.webp') },
      { propertyId: listing.id },
    ]) {
      const response = await seeker.client.post('/api/conversations', body);
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await start(seeker.client, listing.id, 'x'.repeat(MESSAGE_MAX_LENGTH))).status).toBe(201);
    expect((await seeker.client.get('/api/conversations/abc')).status).toBe(400);
    expect((await seeker.client.get('/api/conversations?page=0')).status).toBe(400);
    expect((await seeker.client.post('/api/conversations/1/report', { reason: 'boring' })).status).toBe(400);
    const visitor = await new SessionClient(testApp.server).start();
    for (const path of ['/api/conversations', '/api/conversations/unread', '/api/conversations/listings', '/api/conversations/1', '/api/conversations/1/messages']) {
      expect([path, (await visitor.get(path)).status]).toEqual([path, 401]);
    }
    expect((await start(visitor, listing.id, 'Hello')).status).toBe(401);
  });

  it('lets no third party read or write a conversation: another member, a moderator and an admin all get 404 until it is reported', async () => {
    const owner = await account('Yacine');
    const seeker = await account('Meriem');
    const stranger = await account('Walid');
    const listing = await listingOf(owner.client);
    const { id } = await started(seeker.client, listing.id, 'A private question about the deed.');
    for (const outsider of [stranger.client, moderator, admin]) {
      const answers = [
        (await outsider.get(`/api/conversations/${id}`)).status,
        (await outsider.get(`/api/conversations/${id}/messages`)).status,
        (await outsider.post(`/api/conversations/${id}/messages`, { body: 'Let me in' })).status,
        (await outsider.put(`/api/conversations/${id}/block`)).status,
        (await del(outsider, `/api/conversations/${id}/block`)).status,
        (await outsider.post(`/api/conversations/${id}/report`, { reason: 'spam' })).status,
      ];
      expect(answers).toEqual([404, 404, 404, 404, 404, 404]);
      expect((await outsider.get('/api/conversations')).body).toEqual([]);
      expect(await unread(outsider)).toBe(0);
    }
    // Nothing of theirs was written, and the moderators' queue knows nothing of it.
    expect((await messagesOf(seeker.client, id)).map((message) => message.body)).toEqual(['A private question about the deed.']);
    const queue: ConversationReport[] = (await admin.get('/api/admin/conversation-reports?pageSize=100')).body;
    expect(queue.filter((report) => report.conversationId === id)).toEqual([]);
  });

  it('stops messages both ways once either side blocks, until they unblock', async () => {
    const owner = await account('Hakim');
    const seeker = await account('Imane');
    const listing = await listingOf(owner.client);
    const other = await listingOf(owner.client);
    const { id } = await started(seeker.client, listing.id, 'Is the price firm?');
    expect((await owner.client.put(`/api/conversations/${id}/block`)).status).toBe(204);
    expect((await owner.client.put(`/api/conversations/${id}/block`)).status).toBe(204);
    expect((await owner.client.get(`/api/conversations/${id}`)).body).toMatchObject({ blockedByMe: true, blockedMe: false });
    expect((await seeker.client.get(`/api/conversations/${id}`)).body).toMatchObject({ blockedByMe: false, blockedMe: true });
    for (const [client, path, body] of [
      [seeker.client, `/api/conversations/${id}/messages`, { body: 'Hello?' }],
      [owner.client, `/api/conversations/${id}/messages`, { body: 'One last word' }],
      [seeker.client, '/api/conversations', { propertyId: listing.id, body: 'Hello again' }],
      // Another listing of the same owner: the block is between the accounts.
      [seeker.client, '/api/conversations', { propertyId: other.id, body: 'About your other flat' }],
    ] as const) {
      const response = await client.post(path, body);
      expect([response.status, response.body.code]).toEqual([403, 'MESSAGES_BLOCKED']);
    }
    expect((await del(owner.client, `/api/conversations/${id}/block`)).status).toBe(204);
    expect((await seeker.client.post(`/api/conversations/${id}/messages`, { body: 'Hello?' })).status).toBe(201);
  });

  it('takes a report once from a party; moderators read the reported messages and may close the conversation', async () => {
    const owner = await account('Farid');
    const seeker = await account('Sonia');
    const listing = await listingOf(owner.client);
    const { id } = await started(seeker.client, listing.id, 'Send the deposit first to this account.');
    await owner.client.post(`/api/conversations/${id}/messages`, { body: 'No deposit before a visit.' });
    const before: ModerationCounts = (await moderator.get('/api/admin/moderation')).body;
    expect((await owner.client.post(`/api/conversations/${id}/report`, { reason: 'scam', details: 'Asks for money first.' })).status).toBe(204);
    const twice = await owner.client.post(`/api/conversations/${id}/report`, { reason: 'spam' });
    expect([twice.status, twice.body.code]).toEqual([409, 'ALREADY_REPORTED']);
    expect((await owner.client.get(`/api/conversations/${id}`)).body.reportedByMe).toBe(true);
    expect(((await moderator.get('/api/admin/moderation')).body as ModerationCounts).conversationReports).toBe(before.conversationReports + 1);

    expect((await owner.client.get('/api/admin/conversation-reports')).status).toBe(403);
    const queue: ConversationReport[] = (await moderator.get('/api/admin/conversation-reports?pageSize=100')).body;
    const report = queue.find((row) => row.conversationId === id)!;
    expect(report).toMatchObject({ reason: 'scam', details: 'Asks for money first.', status: 'open', listing: { id: listing.id } });
    expect(report.reporterName).toContain('Farid');
    expect(report.reportedName).toContain('Sonia');
    expect(report.messages.map((message) => [message.body, message.fromReporter])).toEqual([
      ['Send the deposit first to this account.', false],
      ['No deposit before a visit.', true],
    ]);
    // Still not readable by the moderator as a party.
    expect((await moderator.get(`/api/conversations/${id}`)).status).toBe(404);

    expect((await moderator.put(`/api/admin/conversation-reports/${report.id}`, { resolution: 'banned' })).status).toBe(400);
    expect((await moderator.put(`/api/admin/conversation-reports/${report.id}`, { resolution: 'closed' })).status).toBe(204);
    expect((await moderator.put(`/api/admin/conversation-reports/${report.id}`, { resolution: 'dismissed' })).status).toBe(409);
    expect((await moderator.put('/api/admin/conversation-reports/999999', { resolution: 'dismissed' })).status).toBe(404);
    expect((await seeker.client.get(`/api/conversations/${id}`)).body.closed).toBe(true);
    for (const client of [seeker.client, owner.client]) {
      const response = await client.post(`/api/conversations/${id}/messages`, { body: 'Anyone?' });
      expect([response.status, response.body.code]).toEqual([403, 'CONVERSATION_CLOSED']);
    }
  });

  it('lets a new member start a few conversations a day, and refuses a message copied from their last ones', async () => {
    const owner = await account('Bilal');
    const newcomer = await account('Amel');
    const listings = [];
    for (let n = 0; n <= NEW_MEMBER_CONVERSATIONS_PER_DAY; n += 1) listings.push(await listingOf(owner.client));
    for (const [n, listing] of listings.slice(0, NEW_MEMBER_CONVERSATIONS_PER_DAY).entries()) await started(newcomer.client, listing.id, `Question number ${n + 1}`);
    const over = await start(newcomer.client, listings[NEW_MEMBER_CONVERSATIONS_PER_DAY].id, 'One more question');
    expect([over.status, over.body.code]).toEqual([429, 'CONVERSATION_DAILY_LIMIT']);
    // A message in a conversation already started is no new conversation.
    expect((await start(newcomer.client, listings[0].id, 'A follow-up')).status).toBe(201);

    const veteran = await account('Said', { old: true });
    const [a, b, c] = listings;
    await started(veteran.client, a.id, 'Interested. Call me at 0661 00 00 00!');
    const copied = await start(veteran.client, b.id, '  interested.   call me at 0661 00 00 00!');
    expect([copied.status, copied.body.code]).toEqual([409, 'DUPLICATE_MESSAGE']);
    expect((await veteran.client.get('/api/conversations')).body).toHaveLength(1);
    await started(veteran.client, c.id, 'Is the roof new?');
    // The same words again in the same conversation are no spam.
    expect((await start(veteran.client, a.id, 'Interested. Call me at 0661 00 00 00!')).status).toBe(201);
    // Links are clickable from a member past the new-member days only.
    const [fromVeteran] = await messagesOf(owner.client, (await veteran.client.get('/api/conversations')).body[0].id);
    const [fromNewcomer] = await messagesOf(owner.client, ((await newcomer.client.get('/api/conversations')).body as ConversationSummary[])[0].id);
    expect([fromVeteran.linksClickable, fromNewcomer.linksClickable]).toEqual([true, false]);
  });

  it('mails the receiver once per conversation and hour while unread, in their language, unless they turned it off', async () => {
    const owner = await account('Adel');
    await testApp.dataSource.query(`UPDATE users SET language = 'en' WHERE id = $1`, [owner.id]);
    const seeker = await account('Houda');
    const listing = await listingOf(owner.client, { titleEn: 'Garden villa' });
    const { id } = await started(seeker.client, listing.id, 'First question');
    await seeker.client.post(`/api/conversations/${id}/messages`, { body: 'Second question' });
    await queuesIdle(testApp, [MESSAGE_MAILS_JOB, SEND_MAIL_JOB]);
    const mails = await mailsTo(testApp.dataSource, owner.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('New message about "Garden villa"');
    expect(mails[0].text).toContain(`/dashboard/messages/${id}`);
    expect(mails[0].text).toContain('Houda');
    // Run again for the same message (a retry): no second mail.
    const [{ id: last }] = await testApp.dataSource.query('SELECT max(id) AS id FROM messages WHERE conversation_id = $1', [id]);
    await testApp.app.get(MessageMailsJob).run(last);
    await queuesIdle(testApp, [SEND_MAIL_JOB]);
    expect(await mailsTo(testApp.dataSource, owner.account.email)).toHaveLength(1);

    // The answer goes to the seeker in Arabic; once they turned the mails off, none.
    await owner.client.post(`/api/conversations/${id}/messages`, { body: 'Answer' });
    await queuesIdle(testApp, [MESSAGE_MAILS_JOB, SEND_MAIL_JOB]);
    const [toSeeker] = await mailsTo(testApp.dataSource, seeker.account.email);
    expect(toSeeker.subject).toContain('رسالة جديدة');
    await testApp.dataSource.query(`UPDATE users SET notify_messages = false WHERE id = $1`, [seeker.id]);
    await testApp.dataSource.query(`UPDATE conversations SET seeker_mailed_at = NULL WHERE id = $1`, [id]);
    await owner.client.post(`/api/conversations/${id}/messages`, { body: 'Another answer' });
    await queuesIdle(testApp, [MESSAGE_MAILS_JOB, SEND_MAIL_JOB]);
    expect(await mailsTo(testApp.dataSource, seeker.account.email)).toHaveLength(1);
  });

  describe('the owner’s number', () => {
    it('is in no listing’s JSON; "Show number" reveals it to a person, counted as a phone lead', async () => {
      const owner = await account('Mourad');
      const listing = await listingOf(owner.client);
      const digits = owner.account.phone!.replace(/\D/g, '');
      const detail = await request(testApp.server).get(`/api/properties/${listing.id}`);
      const page = await request(testApp.server).get('/api/properties').query({ pageSize: 100 });
      expect(JSON.stringify(detail.body).replace(/\D/g, '')).not.toContain(digits.slice(-8));
      expect(JSON.stringify(page.body).replace(/\D/g, '')).not.toContain(digits.slice(-8));
      expect((detail.body as PropertyDetail).owner.hasPhone).toBe(true);
      expect((detail.body as PropertyDetail).contactMode).toBe('phone_and_messages');

      const visitor = await new SessionClient(testApp.server).start();
      const shown = await visitor.post(`/api/properties/${listing.id}/phone`);
      expect([shown.status, shown.body]).toEqual([200, { phone: owner.account.phone }]);
      expect(shown.headers['cache-control']).toContain('no-store');
      // The owner looking at their own number is no lead.
      expect((await owner.client.post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
      await runJob(testApp, ROLL_UP_JOB);
      expect(((await owner.client.get('/api/user/analytics')).body as OwnerAnalytics).totals.leads).toMatchObject({ phone: 1 });

      const crawler = await new SessionClient(testApp.server, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').start();
      expect((await crawler.post(`/api/properties/${listing.id}/phone`)).status).toBe(403);
      expect((await visitor.post('/api/properties/999999/phone')).status).toBe(404);
    });

    it('is never given for a listing that takes messages only', async () => {
      const owner = await account('Rachid');
      const listing = await listingOf(owner.client, { contactMode: 'messages_only' });
      expect(listing.contactMode).toBe('messages_only');
      const visitor = await new SessionClient(testApp.server).start();
      expect((await visitor.post(`/api/properties/${listing.id}/phone`)).status).toBe(404);
      const changed = await owner.client.agent.patch(`/api/properties/${listing.id}`).set('x-csrf-token', owner.client.token).send({ contactMode: 'phone_and_messages' });
      expect(changed.body.contactMode).toBe('phone_and_messages');
      expect((await visitor.post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
      expect((await owner.client.post('/api/properties', listingPayload({ contactMode: 'fax' as never }))).status).toBe(400);
    });

    it('is revealed a limited number of times a day per visitor, so that numbers cannot be harvested', async () => {
      const owner = await account('Kamel');
      const listing = await listingOf(owner.client);
      const harvester = await account('Harvester');
      for (let n = 0; n < PHONE_REVEALS_PER_VISITOR; n += 1) expect((await harvester.client.post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
      const over = await harvester.client.post(`/api/properties/${listing.id}/phone`);
      expect([over.status, over.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
      // Another visitor still may.
      expect((await (await new SessionClient(testApp.server).start()).post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
    });
  });

  it('puts the conversations in the member’s data export, and deleting an account removes its messages’ text', async () => {
    const owner = await account('Tarek');
    const seeker = await account('Nour');
    const listing = await listingOf(owner.client);
    const { id } = await started(seeker.client, listing.id, 'Text that leaves with my account.');
    await owner.client.post(`/api/conversations/${id}/messages`, { body: 'Text that stays.' });
    const exported = (await seeker.client.get('/api/user/export')).body;
    expect(exported.conversations).toEqual([expect.objectContaining({ id, property_id: listing.id })]);
    expect(exported.messages.map((message: { body: string }) => message.body).sort()).toEqual(['Text that leaves with my account.', 'Text that stays.']);

    expect((await seeker.client.post('/api/user/deletion', { password: seeker.account.password })).status).toBe(200);
    await testApp.dataSource.query(`UPDATE users SET deletion_scheduled_at = now() - interval '1 minute' WHERE id = $1`, [seeker.id]);
    await runJob(testApp, PURGE_DELETED_ACCOUNTS_JOB);
    const [summary]: ConversationSummary[] = (await owner.client.get('/api/conversations')).body;
    expect(summary).toMatchObject({ id, otherName: null, lastMessage: 'Text that stays.' });
    expect((await messagesOf(owner.client, id)).map((message) => message.body)).toEqual(['Text that stays.', null]);
    const [{ left }] = await testApp.dataSource.query(`SELECT count(*)::int AS left FROM messages WHERE body LIKE '%leaves with my account%'`);
    expect(left).toBe(0);
    const answer = await owner.client.post(`/api/conversations/${id}/messages`, { body: 'Hello?' });
    expect([answer.status, answer.body.code]).toEqual([403, 'CONVERSATION_CLOSED']);
  });
});
