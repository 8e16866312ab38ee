import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ForumReply, ForumTopicDetail, ForumTopicPayload, ForumTopicSummary, PointsEntry } from 'shared-contracts';
import { del, member, patch } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let serial = 0;
const topicPayload = (fields: Partial<ForumTopicPayload> = {}): ForumTopicPayload => ({
  title: `سؤال عن الأراضي رقم ${++serial}`,
  body: 'ما هي الوثائق اللازمة لشراء أرض في الجلفة؟',
  category: 'legal',
  tags: ['أراضي'],
  ...fields,
});

describe('the forum', () => {
  let testApp: TestApp;
  let moderator: SessionClient;
  beforeAll(async () => {
    testApp = await startTestApp();
    moderator = (await member(testApp.server, testApp.dataSource, 'admin')).client;
  });
  afterAll(() => testApp?.close());

  /** A member of some standing: a month on the site and two published posts behind them. */
  const regular = async () => {
    const { client, id } = await member(testApp.server, testApp.dataSource);
    await testApp.dataSource.query(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [id]);
    for (let i = 0; i < 2; i += 1) {
      await testApp.dataSource.query(
        `INSERT INTO forum_topics (user_id, title, body, body_html, category, status, created_at) VALUES ($1, 'old', 'old', '<p>old</p>', 'general', 'published', now() - interval '20 days')`,
        [id],
      );
    }
    return { client, id };
  };
  const newcomer = async () => member(testApp.server, testApp.dataSource);
  const topic = async (client: SessionClient, fields: Partial<ForumTopicPayload> = {}) => {
    const response = await client.post('/api/forum/topics', topicPayload(fields));
    expect(response.status).toBe(201);
    return response.body as ForumTopicDetail;
  };
  const replies = async (topicId: number, client?: SessionClient) =>
    ((client ? await client.get(`/api/forum/topics/${topicId}/replies`) : await request(testApp.server).get(`/api/forum/topics/${topicId}/replies`)).body) as ForumReply[];

  it('renders Markdown with HTML off, and lists topics pinned first, searched in Arabic, by category', async () => {
    const { client } = await regular();
    const written = await topic(client, { title: 'إيجار محل تجاري في حاسي بحبح', body: '**مهم**: <script>alert(1)</script> [رابط](javascript:alert(1))', category: 'investment' });
    expect(written.status).toBe('published');
    expect(written.bodyHtml).toContain('<strong>مهم</strong>');
    expect(written.bodyHtml).toContain('&lt;script&gt;');
    expect(written.bodyHtml).not.toContain('href="javascript:');
    const pinned = await topic(client);
    expect((await moderator.put(`/api/forum/topics/${pinned.id}/pin`, { value: true })).status).toBe(204);
    const list = await request(testApp.server).get('/api/forum/topics').expect(200);
    expect((list.body as ForumTopicSummary[])[0].id).toBe(pinned.id);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(2);
    const found = (await request(testApp.server).get(`/api/forum/topics?q=${encodeURIComponent('ايجار محل')}`)).body as ForumTopicSummary[];
    expect(found.map((item) => item.id)).toEqual([written.id]);
    expect(((await request(testApp.server).get('/api/forum/topics?category=investment')).body as ForumTopicSummary[]).every((item) => item.category === 'investment')).toBe(true);
    expect((await request(testApp.server).get('/api/forum/topics?sort=likes')).status).toBe(400);
    expect((await client.post(`/api/forum/topics/${pinned.id}/pin`, { value: true })).status).toBe(404);
    expect((await client.put(`/api/forum/topics/${pinned.id}/pin`, { value: false })).status).toBe(403);
  });

  it("holds a new member's first two posts for a moderator; others do not see them until approved", async () => {
    const { client } = await newcomer();
    const waiting = await topic(client);
    expect(waiting.status).toBe('pending');
    await request(testApp.server).get(`/api/forum/topics/${waiting.id}`).expect(404);
    expect((await client.get(`/api/forum/topics/${waiting.id}`)).status).toBe(200);
    const queue = (await moderator.get('/api/admin/forum/pending')).body as { kind: string; id: number }[];
    expect(queue).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'topic', id: waiting.id })]));
    expect((await client.get('/api/admin/forum/pending')).status).toBe(403);
    expect((await moderator.put(`/api/admin/forum/pending/topics/${waiting.id}`, { approve: true })).status).toBe(204);
    await request(testApp.server).get(`/api/forum/topics/${waiting.id}`).expect(200);
  });

  it('lets a new member open at most three topics a day', async () => {
    const { client } = await newcomer();
    for (let i = 0; i < 3; i += 1) await topic(client);
    const fourth = await client.post('/api/forum/topics', topicPayload());
    expect([fourth.status, fourth.body.code]).toEqual([429, 'TOPIC_DAILY_LIMIT']);
  });

  it('threads replies two levels deep; a locked topic takes none', async () => {
    const { client: asker } = await regular();
    const { client: helper } = await regular();
    const question = await topic(asker);
    const first = (await helper.post(`/api/forum/topics/${question.id}/replies`, { body: 'الجواب الأول' })).body as ForumReply;
    const answer = (await asker.post(`/api/forum/topics/${question.id}/replies`, { body: 'شكراً', parentId: first.id })).body as ForumReply;
    const deeper = (await helper.post(`/api/forum/topics/${question.id}/replies`, { body: 'عفواً', parentId: answer.id })).body as ForumReply;
    expect([answer.parentId, deeper.parentId]).toEqual([first.id, first.id]);
    const thread = await replies(question.id);
    expect(thread.map((reply) => [reply.body, reply.children.map((child) => child.body)])).toEqual([['الجواب الأول', ['شكراً', 'عفواً']]]);
    expect((await request(testApp.server).get(`/api/forum/topics/${question.id}`)).body.replyCount).toBe(3);
    await moderator.put(`/api/forum/topics/${question.id}/lock`, { value: true });
    const refused = await helper.post(`/api/forum/topics/${question.id}/replies`, { body: 'متأخر' });
    expect([refused.status, refused.body.code]).toEqual([409, 'TOPIC_LOCKED']);
  });

  it('edits own posts for 15 minutes only; deletes own (softly), not others’', async () => {
    const { client: writer } = await regular();
    const { client: other } = await regular();
    const own = await topic(writer);
    const reply = (await writer.post(`/api/forum/topics/${own.id}/replies`, { body: 'نص أول' })).body as ForumReply;
    expect((await patch(writer, `/api/forum/replies/${reply.id}`, { body: 'نص معدّل' })).body).toMatchObject({ body: 'نص معدّل', bodyHtml: '<p>نص معدّل</p>\n' });
    expect((await patch(other, `/api/forum/replies/${reply.id}`, { body: 'تخريب' })).status).toBe(404);
    await testApp.dataSource.query(`UPDATE forum_replies SET created_at = now() - interval '16 minutes' WHERE id = $1`, [reply.id]);
    const late = await patch(writer, `/api/forum/replies/${reply.id}`, { body: 'متأخر' });
    expect([late.status, late.body.code]).toEqual([403, 'EDIT_WINDOW_CLOSED']);
    expect((await del(other, `/api/forum/replies/${reply.id}`)).status).toBe(404);
    expect((await del(writer, `/api/forum/replies/${reply.id}`)).status).toBe(204);
    expect(await replies(own.id)).toEqual([]);
    expect((await del(moderator, `/api/forum/topics/${own.id}`)).status).toBe(204);
    await request(testApp.server).get(`/api/forum/topics/${own.id}`).expect(404);
  });

  it('counts likes once per member, both ways', async () => {
    const { client: writer } = await regular();
    const { client: fan } = await regular();
    const own = await topic(writer);
    for (let i = 0; i < 2; i += 1) expect((await fan.put(`/api/forum/topics/${own.id}/like`)).status).toBe(204);
    expect((await fan.get(`/api/forum/topics/${own.id}`)).body).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await del(fan, `/api/forum/topics/${own.id}/like`)).status).toBe(204);
    expect((await del(fan, `/api/forum/topics/${own.id}/like`)).status).toBe(204);
    expect((await fan.get(`/api/forum/topics/${own.id}`)).body).toMatchObject({ likeCount: 0, likedByMe: false });
    expect((await fan.put(`/api/forum/posts/${own.id}/like`)).status).toBe(400);
  });

  it("gives 25 points, once, to a reply its topic's author marks helpful, in the ledger", async () => {
    const { client: asker } = await regular();
    const { client: helper, id: helperId } = await regular();
    const question = await topic(asker);
    const answer = (await helper.post(`/api/forum/topics/${question.id}/replies`, { body: 'هذه الإجابة' })).body as ForumReply;
    expect((await helper.put(`/api/forum/replies/${answer.id}/helpful`)).status).toBe(403);
    for (let i = 0; i < 2; i += 1) expect((await asker.put(`/api/forum/replies/${answer.id}/helpful`)).status).toBe(204);
    const ledger = (await helper.get('/api/user/points')).body as PointsEntry[];
    expect(ledger.map((entry) => [entry.points, entry.reason])).toEqual([[25, 'helpful_reply']]);
    const [{ points }] = await testApp.dataSource.query('SELECT reward_points AS points FROM users WHERE id = $1', [helperId]);
    expect(points).toBe(25);
    expect((await replies(question.id))[0].isHelpful).toBe(true);
  });

  it('takes one report per member and post into the moderators’ queue; hiding settles it', async () => {
    const { client: writer } = await regular();
    const { client: reporter } = await regular();
    const own = await topic(writer);
    expect((await reporter.post(`/api/forum/topics/${own.id}/report`, { reason: 'spam', details: 'إشهار' })).status).toBe(204);
    expect((await reporter.post(`/api/forum/topics/${own.id}/report`, { reason: 'spam' })).body.code).toBe('ALREADY_REPORTED');
    expect((await reporter.post(`/api/forum/topics/${own.id}/report`, { reason: 'boring' })).status).toBe(400);
    const queue = (await moderator.get('/api/admin/forum/reports')).body as { id: number; postId: number; status: string }[];
    const report = queue.find((entry) => entry.postId === own.id)!;
    expect(report.status).toBe('open');
    expect((await moderator.put(`/api/admin/forum/reports/${report.id}`, { resolution: 'hidden' })).status).toBe(204);
    await request(testApp.server).get(`/api/forum/topics/${own.id}`).expect(404);
  });

  it('marks New on a topic with replies since the reader last opened it', async () => {
    const { client: reader } = await regular();
    const { client: writer } = await regular();
    const own = await topic(writer);
    await reader.get(`/api/forum/topics/${own.id}`);
    const isNew = async () => ((await reader.get('/api/forum/topics?pageSize=100')).body as ForumTopicSummary[]).find((item) => item.id === own.id)!.hasNewReplies;
    expect(await isNew()).toBe(false);
    await testApp.dataSource.query(`UPDATE forum_reads SET read_at = now() - interval '1 minute' WHERE topic_id = $1`, [own.id]);
    await writer.post(`/api/forum/topics/${own.id}/replies`, { body: 'رد جديد' });
    expect(await isNew()).toBe(true);
    await reader.get(`/api/forum/topics/${own.id}`);
    expect(await isNew()).toBe(false);
  });

  it('mails a watcher at each reply, until the mail’s one-click link stops it', async () => {
    const { client: asker, id: askerId } = await regular();
    const { client: helper } = await regular();
    const own = await topic(asker);
    const [{ email }] = await testApp.dataSource.query('SELECT email FROM users WHERE id = $1', [askerId]);
    await helper.post(`/api/forum/topics/${own.id}/replies`, { body: 'رد أول' });
    const mail = async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        const [row] = await testApp.dataSource.query(`SELECT text FROM mail_outbox WHERE "to" = $1 AND subject LIKE 'رد جديد%'`, [email]);
        if (row) return row.text as string;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return '';
    };
    const text = await mail();
    const token = /unwatch\?token=([0-9a-f]+)/.exec(text)![1];
    await request(testApp.server).get(`/api/forum/unwatch?token=${token}`).expect(200);
    await request(testApp.server).get(`/api/forum/unwatch?token=${token}`).expect(404);
    expect((await asker.get(`/api/forum/topics/${own.id}`)).body.isWatching).toBe(false);
  });

  it('lets moderators move a topic and hide or show a topic or a reply; members watch and unwatch', async () => {
    const { client: writer } = await regular();
    const own = await topic(writer, { category: 'general' });
    const reply = (await writer.post(`/api/forum/topics/${own.id}/replies`, { body: 'رد سيُخفى' })).body as ForumReply;
    expect((await writer.put(`/api/forum/topics/${own.id}/category`, { category: 'legal' })).status).toBe(403);
    expect((await moderator.put(`/api/forum/topics/${own.id}/category`, { category: 'legal' })).status).toBe(204);
    expect((await request(testApp.server).get(`/api/forum/topics/${own.id}`)).body.category).toBe('legal');
    expect((await moderator.put(`/api/forum/replies/${reply.id}/hidden`, { hidden: true })).status).toBe(204);
    expect(await replies(own.id)).toEqual([]);
    expect((await request(testApp.server).get(`/api/forum/topics/${own.id}`)).body.replyCount).toBe(0);
    expect((await moderator.put(`/api/forum/replies/${reply.id}/hidden`, { hidden: false })).status).toBe(204);
    expect((await replies(own.id)).map((item) => item.id)).toEqual([reply.id]);
    expect((await moderator.put(`/api/forum/topics/${own.id}/hidden`, { hidden: true })).status).toBe(204);
    await request(testApp.server).get(`/api/forum/topics/${own.id}`).expect(404);
    expect((await moderator.get(`/api/forum/topics/${own.id}`)).body.status).toBe('hidden');
    await moderator.put(`/api/forum/topics/${own.id}/hidden`, { hidden: false });

    const { client: reader } = await regular();
    expect((await reader.put(`/api/forum/topics/${own.id}/watch`)).status).toBe(204);
    expect((await reader.get(`/api/forum/topics/${own.id}`)).body.isWatching).toBe(true);
    expect((await del(reader, `/api/forum/topics/${own.id}/watch`)).status).toBe(204);
    expect((await reader.get(`/api/forum/topics/${own.id}`)).body.isWatching).toBe(false);
  });

  it('refuses writes to visitors', async () => {
    const visitor = await new SessionClient(testApp.server).start();
    expect((await visitor.post('/api/forum/topics', topicPayload())).status).toBe(401);
    expect((await visitor.put('/api/forum/topics/1/like')).status).toBe(401);
  });
});
