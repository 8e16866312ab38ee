import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { VIEWS_PER_ADDRESS_AND_DAY } from '../src/common/http/daily-visitor-keys.js';
import request from 'supertest';
import { CSRF_HEADER, type ForumReply, type ForumTopicDetail, type ForumTopicPayload, type ForumTopicSummary, type PointsEntry } from 'shared-contracts';
import { ReplyMailsJob } from '../src/forum/reply-mails.job.js';
import { del, member, patch } from './support/listings.js';
import { mailsTo } from './support/mail-outbox.js';
import { routesOf } from './support/routes.js';
import { BROWSER_USER_AGENT, SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let serial = 0;
const topicPayload = (fields: Partial<ForumTopicPayload> = {}): ForumTopicPayload => ({
  title: `سؤال عن الأراضي رقم ${++serial}`,
  body: 'ما هي الوثائق اللازمة لشراء أرض في الجلفة؟',
  category: 'legal',
  tags: ['أراضي'],
  ...fields,
});
/** A word no other test's topic has: a search for it finds this test's topics alone. */
const marker = () => `mark${process.pid}x${++serial}`;

describe('the forum', () => {
  let testApp: TestApp;
  /** A real moderator, not an admin: every forum power is theirs through the permission table. */
  let moderator: SessionClient;
  let admin: SessionClient;
  beforeAll(async () => {
    testApp = await startTestApp();
    moderator = (await member(testApp.server, testApp.dataSource, 'moderator')).client;
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
  });
  afterAll(() => testApp?.close());

  const sql = (text: string, params: unknown[] = []) => testApp.dataSource.query(text, params);
  const anonymous = () => request(testApp.server);
  /** A member of some standing: a month on the site and two published posts behind them. */
  const regular = async () => {
    const { client, id } = await member(testApp.server, testApp.dataSource);
    await sql(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [id]);
    for (let i = 0; i < 2; i += 1) {
      await sql(
        `INSERT INTO forum_topics (user_id, title, body, body_html, category, status, created_at, last_activity_at) VALUES ($1, 'old', 'old', '<p>old</p>', 'general', 'published', now() - interval '20 days', now() - interval '20 days')`,
        [id],
      );
    }
    return { client, id };
  };
  /** Signed up just now: new to the site and to the forum. */
  const newcomer = () => member(testApp.server, testApp.dataSource);
  const topic = async (client: SessionClient, fields: Partial<ForumTopicPayload> = {}) => {
    const response = await client.post('/api/forum/topics', topicPayload(fields));
    expect(response.status).toBe(201);
    return response.body as ForumTopicDetail;
  };
  const reply = async (client: SessionClient, topicId: number, body: string, parentId?: number) => {
    const response = await client.post(`/api/forum/topics/${topicId}/replies`, { body, parentId });
    expect(response.status).toBe(201);
    return response.body as ForumReply;
  };
  const replies = async (topicId: number, client?: SessionClient) =>
    (client ? await client.get(`/api/forum/topics/${topicId}/replies`) : await anonymous().get(`/api/forum/topics/${topicId}/replies`)).body as ForumReply[];
  const list = async (query: string, client?: SessionClient) => {
    const response = client ? await client.get(`/api/forum/topics?${query}`) : await anonymous().get(`/api/forum/topics?${query}`);
    expect(response.status).toBe(200);
    return { items: response.body as ForumTopicSummary[], total: Number(response.headers['x-total-count']) };
  };
  const listed = async (topicId: number, client?: SessionClient) => (await list('pageSize=100&sort=newest', client)).items.find((item) => item.id === topicId);

  describe('the topic list', () => {
    it('sorts by activity (the default), newest, replies or views, pinned topics first whatever the sort', async () => {
      const { client } = await regular();
      const word = marker();
      const [a, b, c] = [await topic(client, { title: `أ ${word} أول` }), await topic(client, { title: `ب ${word} ثان` }), await topic(client, { title: `ج ${word} ثالث` })];
      const arrange = (id: number, created: string, active: string, replyCount: number, views: number) =>
        sql(`UPDATE forum_topics SET created_at = now() - $2::interval, last_activity_at = now() - $3::interval, reply_count = $4, view_count = $5 WHERE id = $1`, [
          id,
          created,
          active,
          replyCount,
          views,
        ]);
      await arrange(a.id, '3 hours', '10 minutes', 1, 50);
      await arrange(b.id, '2 hours', '2 hours', 9, 5);
      await arrange(c.id, '1 hour', '1 hour', 0, 0);
      const order = async (sort = '') => (await list(`q=${word}${sort}`)).items.map((item) => item.id);
      expect(await order()).toEqual([a.id, c.id, b.id]);
      expect(await order('&sort=activity')).toEqual([a.id, c.id, b.id]);
      expect(await order('&sort=newest')).toEqual([c.id, b.id, a.id]);
      expect(await order('&sort=replies')).toEqual([b.id, a.id, c.id]);
      expect(await order('&sort=views')).toEqual([a.id, b.id, c.id]);
      expect((await moderator.put(`/api/forum/topics/${c.id}/pin`, { value: true })).status).toBe(204);
      expect(await order()).toEqual([c.id, a.id, b.id]);
      expect(await order('&sort=views')).toEqual([c.id, a.id, b.id]);
      expect((await anonymous().get('/api/forum/topics?sort=likes')).status).toBe(400);
    });

    it('pages the list: pageSize items, the total in X-Total-Count', async () => {
      const { client } = await regular();
      const word = marker();
      for (let i = 0; i < 3; i += 1) await topic(client, { title: `صفحات ${word} ${i}` });
      const first = await list(`q=${word}&pageSize=2`);
      const second = await list(`q=${word}&pageSize=2&page=2`);
      expect([first.items.length, first.total, second.items.length, second.total]).toEqual([2, 3, 1, 3]);
      expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(3);
      expect((await anonymous().get('/api/forum/topics?pageSize=1000')).status).toBe(400);
    });

    it('searches title, body and tags, Arabic-normalised and case-insensitive, and filters by category', async () => {
      const { client } = await regular();
      const word = marker();
      const shop = await topic(client, { title: `إيجار محل تجاري في حاسي بحبح ${word}`, category: 'investment' });
      const flat = await topic(client, { title: `شقة ${word}`, body: 'Renting a flat in Ain Oussera near the university', category: 'tips_advice', tags: ['مكتبة'] });
      const ids = async (query: string) => (await list(`q=${encodeURIComponent(`${word} ${query}`)}`)).items.map((item) => item.id);
      expect(await ids('ايجار محل تجارى')).toEqual([shop.id]);
      expect(await ids('AIN OUSSERA')).toEqual([flat.id]);
      expect(await ids('مكتبه')).toEqual([flat.id]);
      expect(await ids('فيلا')).toEqual([]);
      expect((await list(`q=${word}&category=investment`)).items.map((item) => item.id)).toEqual([shop.id]);
      expect((await list('category=investment&pageSize=100')).items.every((item) => item.category === 'investment')).toBe(true);
      expect((await anonymous().get('/api/forum/topics?category=Investment')).status).toBe(400);
    });

    it('gives each topic a plain excerpt, its tags, and its author with a badge from their standing', async () => {
      const { client, id } = await regular();
      const body = `## مقدمة\n\n**هذا** نص [برابط](https://example.dz) ${'طويل '.repeat(60)}`;
      const own = await topic(client, { body, tags: [' أرض ', 'بيع', 'أرض', 'شراء', 'توثيق', 'ميراث'] });
      const item = (await listed(own.id))!;
      expect(item.excerpt.startsWith('مقدمة هذا نص برابط طويل')).toBe(true);
      expect(item.excerpt.length).toBeLessThanOrEqual(161);
      expect(item.excerpt.endsWith('…')).toBe(true);
      expect(item.tags).toEqual(['أرض', 'بيع', 'شراء', 'توثيق', 'ميراث']);
      expect(item.author).toEqual({ id, displayName: 'أمينة ب.', avatar: null, badge: null });
      expect(item).toMatchObject({ replyCount: 0, likeCount: 0, isPinned: false, isLocked: false, hasNewReplies: false, status: 'published', isDemo: false });
      expect((await client.post('/api/forum/topics', topicPayload({ tags: ['1', '2', '3', '4', '5', '6'] }))).status).toBe(400);
      expect((await client.post('/api/forum/topics', topicPayload({ title: 'قصير' }))).status).toBe(400);
      expect((await client.post('/api/forum/topics', topicPayload({ body: 'قصير جداً' }))).status).toBe(400);
      expect((await client.post('/api/forum/topics', topicPayload({ tags: ['ت'.repeat(31)] }))).status).toBe(400);

      const badge = async (client: SessionClient) => (await topic(client)).author.badge;
      expect(await badge(moderator)).toBe('moderator');
      expect(await badge(admin)).toBe('moderator');
      const premium = await regular();
      await sql(`UPDATE users SET subscription_plan = 'premium' WHERE id = $1`, [premium.id]);
      expect(await badge(premium.client)).toBe('premium');
      expect(await badge((await newcomer()).client)).toBe('new_member');
      const advisor = await regular();
      await sql(
        `INSERT INTO legal_advisors (user_id, full_name, profession, registration_number, chamber, commune, phone, specializations, languages, experience_years, bio, status) ` +
          `VALUES ($1, 'أمينة بن علي', 'lawyer', 'X-1', 'الجلفة', 'الجلفة', '0555000000', '{}', '{}', 5, 'محامية', 'verified')`,
        [advisor.id],
      );
      expect(await badge(advisor.client)).toBe('expert');
    });

    it('marks New on a topic with replies since the reader last opened it; never for a visitor or for the reader’s own reply', async () => {
      const { client: reader } = await regular();
      const { client: writer } = await regular();
      const own = await topic(writer);
      await reader.get(`/api/forum/topics/${own.id}`);
      const isNew = async () => (await listed(own.id, reader))!.hasNewReplies;
      expect(await isNew()).toBe(false);
      await sql(`UPDATE forum_reads SET read_at = now() - interval '1 minute' WHERE topic_id = $1`, [own.id]);
      await reply(writer, own.id, 'رد جديد');
      expect(await isNew()).toBe(true);
      expect((await listed(own.id))!.hasNewReplies).toBe(false);
      await reader.get(`/api/forum/topics/${own.id}`);
      expect(await isNew()).toBe(false);
      await reply(reader, own.id, 'ردي أنا');
      expect(await isNew()).toBe(false);
      // The author's own reply marked it read for them; the reader's after it is New to them.
      expect((await listed(own.id, writer))!.hasNewReplies).toBe(true);
    });
  });

  describe('a topic', () => {
    it('renders Markdown with HTML off: a <script> stays text, a javascript: link is no link', async () => {
      const { client } = await regular();
      const written = await topic(client, { body: '**مهم**: <script>alert(1)</script> [رابط](javascript:alert(1)) <img src=x onerror=alert(1)>' });
      expect(written.bodyHtml).toContain('<strong>مهم</strong>');
      expect(written.bodyHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(written.bodyHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(written.bodyHtml).not.toMatch(/<script|<img/);
      expect(written.bodyHtml).not.toContain('href="javascript:');
      expect(written.body).toContain('<script>');
    });

    it('marks the links of accounts younger than 14 days nofollow, and every link ugc', async () => {
      const { client: young } = await newcomer();
      const { client: old } = await regular();
      expect((await topic(young, { body: 'انظر https://example.dz للمزيد' })).bodyHtml).toContain('<a href="https://example.dz" rel="nofollow ugc noopener">');
      expect((await topic(old, { body: 'انظر https://example.dz للمزيد' })).bodyHtml).toContain('<a href="https://example.dz" rel="ugc noopener">');
      const own = await topic(old);
      expect((await reply(young, own.id, 'رابط [هنا](https://example.dz)')).bodyHtml).toContain('rel="nofollow ugc noopener"');
      // A moderator's edit keeps the author's standing.
      const late = await reply(young, own.id, 'نص');
      const edited = await patch(moderator, `/api/forum/replies/${late.id}`, { body: 'https://example.dz' });
      expect(edited.body.bodyHtml).toContain('rel="nofollow ugc noopener"');
    });

    it('counts a view once per visitor and day, not a crawler’s nor its author’s', async () => {
      const { client: writer } = await regular();
      const { client: reader } = await regular();
      const own = await topic(writer);
      const views = async () => (await anonymous().get(`/api/forum/topics/${own.id}`)).body.viewCount as number;
      const visit = (agent: string) => anonymous().get(`/api/forum/topics/${own.id}`).set('User-Agent', agent);
      expect(await views()).toBe(0);
      expect((await visit(BROWSER_USER_AGENT)).body.viewCount).toBe(1);
      await visit(BROWSER_USER_AGENT);
      await visit('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0');
      await visit('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
      await writer.get(`/api/forum/topics/${own.id}`);
      await reader.get(`/api/forum/topics/${own.id}`);
      await reader.get(`/api/forum/topics/${own.id}`);
      expect(await views()).toBe(3);
      // One address adds at most VIEWS_PER_ADDRESS_AND_DAY signed-out views, whatever browsers it claims to be.
      for (let n = 0; n < 10; n += 1) await visit(`Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/${100 + n}.0 Safari/537.36`);
      expect(await views()).toBe(VIEWS_PER_ADDRESS_AND_DAY + 1);
    });

    it('answers 404 for a topic no one may see, 400 for an id that is no id', async () => {
      await anonymous().get('/api/forum/topics/999999').expect(404);
      await anonymous().get('/api/forum/topics/abc').expect(400);
      await anonymous().get('/api/forum/topics/999999/replies').expect(404);
    });
  });

  describe('replies', () => {
    it('threads replies two levels deep: an answer to an answer joins its first-level reply', async () => {
      const { client: asker } = await regular();
      const { client: helper } = await regular();
      const question = await topic(asker);
      const first = await reply(helper, question.id, 'الجواب الأول');
      const answer = await reply(asker, question.id, 'شكراً', first.id);
      const deeper = await reply(helper, question.id, 'عفواً', answer.id);
      expect([answer.parentId, deeper.parentId]).toEqual([first.id, first.id]);
      const thread = await replies(question.id);
      expect(thread.map((item) => [item.body, item.children.map((child) => [child.body, child.children.length])])).toEqual([
        [
          'الجواب الأول',
          [
            ['شكراً', 0],
            ['عفواً', 0],
          ],
        ],
      ]);
      expect(thread[0]).toMatchObject({
        topicId: question.id,
        parentId: null,
        likeCount: 0,
        likedByMe: false,
        isHelpful: false,
        canEdit: false,
        status: 'published',
        editedAt: null,
      });
      expect((await anonymous().get(`/api/forum/topics/${question.id}`)).body.replyCount).toBe(3);
      const elsewhere = await topic(asker);
      expect((await helper.post(`/api/forum/topics/${elsewhere.id}/replies`, { body: 'خطأ', parentId: first.id })).status).toBe(404);
    });

    it('pages the first-level replies, oldest first, with X-Total-Count', async () => {
      const { client } = await regular();
      const own = await topic(client);
      for (const body of ['واحد', 'اثنان', 'ثلاثة']) await reply(client, own.id, body);
      const page = async (n: number) => anonymous().get(`/api/forum/topics/${own.id}/replies?pageSize=2&page=${n}`);
      const [first, second] = [await page(1), await page(2)];
      expect(first.body.map((item: ForumReply) => item.body)).toEqual(['واحد', 'اثنان']);
      expect(second.body.map((item: ForumReply) => item.body)).toEqual(['ثلاثة']);
      expect([first.headers['x-total-count'], second.headers['x-total-count']]).toEqual(['3', '3']);
    });

    it('refuses replies to a locked topic with 409 TOPIC_LOCKED (but a moderator’s), and takes them again once unlocked', async () => {
      const { client: asker } = await regular();
      const { client: helper } = await regular();
      const question = await topic(asker);
      expect((await helper.put(`/api/forum/topics/${question.id}/lock`, { value: true })).status).toBe(403);
      expect((await moderator.put(`/api/forum/topics/${question.id}/lock`, { value: true })).status).toBe(204);
      expect((await anonymous().get(`/api/forum/topics/${question.id}`)).body.isLocked).toBe(true);
      const refused = await helper.post(`/api/forum/topics/${question.id}/replies`, { body: 'متأخر' });
      expect([refused.status, refused.body.code]).toEqual([409, 'TOPIC_LOCKED']);
      await reply(moderator, question.id, 'أُغلق الموضوع');
      await moderator.put(`/api/forum/topics/${question.id}/lock`, { value: false });
      await reply(helper, question.id, 'الآن');
    });

    it('lets authors edit a reply or a topic for 15 minutes (403 EDIT_WINDOW_CLOSED after), moderators at any time, others never (403)', async () => {
      const { client: writer } = await regular();
      const { client: other } = await regular();
      const own = await topic(writer);
      expect(own.canEdit).toBe(true);
      const answer = await reply(writer, own.id, 'نص أول');
      expect(answer.canEdit).toBe(true);
      const edited = await patch(writer, `/api/forum/replies/${answer.id}`, { body: 'نص معدّل' });
      expect(edited.body).toMatchObject({ body: 'نص معدّل', bodyHtml: '<p>نص معدّل</p>\n' });
      expect(edited.body.editedAt).toBeTruthy();
      // A field is changed or left out, never emptied.
      for (const field of ['title', 'body', 'category', 'tags'])
        expect((await patch(writer, `/api/forum/topics/${own.id}`, { [field]: null })).body.fields).toEqual([expect.objectContaining({ field })]);
      const topicEdit = await patch(writer, `/api/forum/topics/${own.id}`, { title: 'عنوان جديد للموضوع', tags: ['جديد'] });
      expect(topicEdit.body).toMatchObject({ title: 'عنوان جديد للموضوع', tags: ['جديد'], body: own.body });
      const notTheirs = [await patch(other, `/api/forum/replies/${answer.id}`, { body: 'تخريب' }), await patch(other, `/api/forum/topics/${own.id}`, { title: 'تخريب العنوان' })];
      expect(notTheirs.map((response) => [response.status, response.body.code])).toEqual([
        [403, 'FORBIDDEN'],
        [403, 'FORBIDDEN'],
      ]);

      await sql(`UPDATE forum_replies SET created_at = now() - interval '16 minutes' WHERE id = $1`, [answer.id]);
      await sql(`UPDATE forum_topics SET created_at = now() - interval '16 minutes' WHERE id = $1`, [own.id]);
      const late = [await patch(writer, `/api/forum/replies/${answer.id}`, { body: 'متأخر' }), await patch(writer, `/api/forum/topics/${own.id}`, { title: 'عنوان متأخر جداً' })];
      expect(late.map((response) => [response.status, response.body.code])).toEqual([
        [403, 'EDIT_WINDOW_CLOSED'],
        [403, 'EDIT_WINDOW_CLOSED'],
      ]);
      expect((await replies(own.id, writer))[0].canEdit).toBe(false);
      expect((await writer.get(`/api/forum/topics/${own.id}`)).body.canEdit).toBe(false);
      expect((await patch(moderator, `/api/forum/replies/${answer.id}`, { body: 'عدّله المشرف' })).status).toBe(200);
      expect((await patch(moderator, `/api/forum/topics/${own.id}`, { category: 'general' })).body.category).toBe('general');
    });

    it('deletes own replies and topics softly, a moderator any; others get 403; a deleted reply takes its answers and its count with it', async () => {
      const { client: writer } = await regular();
      const { client: other } = await regular();
      const own = await topic(writer);
      const first = await reply(writer, own.id, 'سيُحذف');
      await reply(other, own.id, 'جواب عنه', first.id);
      const kept = await reply(other, own.id, 'يبقى');
      expect((await anonymous().get(`/api/forum/topics/${own.id}`)).body.replyCount).toBe(3);
      expect((await del(other, `/api/forum/replies/${first.id}`)).status).toBe(403);
      expect((await del(other, `/api/forum/topics/${own.id}`)).status).toBe(403);
      expect((await del(writer, `/api/forum/replies/${first.id}`)).status).toBe(204);
      expect((await del(writer, `/api/forum/replies/${first.id}`)).status).toBe(404);
      expect((await replies(own.id)).map((item) => item.id)).toEqual([kept.id]);
      expect((await anonymous().get(`/api/forum/topics/${own.id}`)).body.replyCount).toBe(1);
      const [row] = await sql('SELECT deleted_at FROM forum_replies WHERE id = $1', [first.id]);
      expect(row.deleted_at).toBeTruthy();
      expect((await del(moderator, `/api/forum/replies/${kept.id}`)).status).toBe(204);
      expect((await del(writer, `/api/forum/topics/${own.id}`)).status).toBe(204);
      await anonymous().get(`/api/forum/topics/${own.id}`).expect(404);
      expect(await listed(own.id)).toBeUndefined();
      const another = await topic(writer);
      expect((await del(moderator, `/api/forum/topics/${another.id}`)).status).toBe(204);
      const [{ count }] = await sql('SELECT count(*)::int AS count FROM forum_topics WHERE id = ANY($1) AND deleted_at IS NOT NULL', [[own.id, another.id]]);
      expect(count).toBe(2);
    });

    it('counts likes of topics and replies once per member, both ways', async () => {
      const { client: writer } = await regular();
      const { client: fan } = await regular();
      const own = await topic(writer);
      const answer = await reply(writer, own.id, 'رد يعجب');
      for (let i = 0; i < 2; i += 1) {
        expect((await fan.put(`/api/forum/topics/${own.id}/like`)).status).toBe(204);
        expect((await fan.put(`/api/forum/replies/${answer.id}/like`)).status).toBe(204);
      }
      expect((await fan.get(`/api/forum/topics/${own.id}`)).body).toMatchObject({ likeCount: 1, likedByMe: true });
      expect((await listed(own.id))!.likeCount).toBe(1);
      expect((await replies(own.id, fan))[0]).toMatchObject({ likeCount: 1, likedByMe: true });
      expect((await replies(own.id, writer))[0]).toMatchObject({ likeCount: 1, likedByMe: false });
      for (let i = 0; i < 2; i += 1) {
        expect((await del(fan, `/api/forum/topics/${own.id}/like`)).status).toBe(204);
        expect((await del(fan, `/api/forum/replies/${answer.id}/like`)).status).toBe(204);
      }
      expect((await fan.get(`/api/forum/topics/${own.id}`)).body).toMatchObject({ likeCount: 0, likedByMe: false });
      expect((await replies(own.id, fan))[0]).toMatchObject({ likeCount: 0, likedByMe: false });
      expect((await fan.put(`/api/forum/posts/${own.id}/like`)).status).toBe(400);
      expect((await fan.put('/api/forum/replies/999999/like')).status).toBe(404);
    });

    it("gives 25 points, once, to a reply its topic's author marks helpful: in the ledger and in users.reward_points", async () => {
      const { client: asker, id: askerId } = await regular();
      const { client: helper, id: helperId } = await regular();
      const { client: stranger } = await regular();
      const question = await topic(asker);
      const answer = await reply(helper, question.id, 'هذه الإجابة');
      const ownAnswer = await reply(asker, question.id, 'أجبت نفسي');
      expect((await helper.put(`/api/forum/replies/${answer.id}/helpful`)).status).toBe(403);
      expect((await stranger.put(`/api/forum/replies/${answer.id}/helpful`)).status).toBe(403);
      expect((await asker.put(`/api/forum/replies/${ownAnswer.id}/helpful`)).status).toBe(403);
      for (let i = 0; i < 2; i += 1) expect((await asker.put(`/api/forum/replies/${answer.id}/helpful`)).status).toBe(204);
      const ledger = await helper.get('/api/user/points');
      expect(ledger.headers['x-total-count']).toBe('1');
      expect((ledger.body as PointsEntry[]).map((entry) => [entry.points, entry.reason])).toEqual([[25, 'helpful_reply']]);
      const points = async (id: number) => (await sql('SELECT reward_points AS points FROM users WHERE id = $1', [id]))[0].points;
      expect([await points(helperId), await points(askerId)]).toEqual([25, 0]);
      const [{ sum }] = await sql('SELECT sum(points)::int AS sum FROM points_ledger WHERE user_id = $1', [helperId]);
      expect(sum).toBe(25);
      expect((await replies(question.id))[0].isHelpful).toBe(true);
      expect((await asker.get('/api/user/points')).body).toEqual([]);
      expect((await anonymous().get('/api/user/points')).status).toBe(401);
    });
  });

  describe('new members', () => {
    it("holds a member's first two posts for a moderator: seen by them and moderators only, not counted, until approved", async () => {
      const { client: host } = await regular();
      const hostTopic = await topic(host);
      const { client, id } = await newcomer();
      const waiting = await topic(client);
      const waitingReply = await reply(client, hostTopic.id, 'رد ينتظر');
      expect([waiting.status, waitingReply.status]).toEqual(['pending', 'pending']);
      await anonymous().get(`/api/forum/topics/${waiting.id}`).expect(404);
      expect((await host.get(`/api/forum/topics/${waiting.id}`)).status).toBe(404);
      expect(await listed(waiting.id)).toBeUndefined();
      expect((await listed(waiting.id, client))!.status).toBe('pending');
      expect((await client.get(`/api/forum/topics/${waiting.id}`)).status).toBe(200);
      expect((await moderator.get(`/api/forum/topics/${waiting.id}`)).status).toBe(200);
      expect(await replies(hostTopic.id)).toEqual([]);
      expect((await replies(hostTopic.id, client)).map((item) => item.status)).toEqual(['pending']);
      expect((await anonymous().get(`/api/forum/topics/${hostTopic.id}`)).body.replyCount).toBe(0);
      expect((await host.put(`/api/forum/replies/${waitingReply.id}/like`)).status).toBe(404);

      const queue = await moderator.get('/api/admin/forum/pending?pageSize=100');
      expect(Number(queue.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
      expect(queue.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'topic', id: waiting.id, topicId: waiting.id, author: expect.objectContaining({ id }) }),
          expect.objectContaining({ kind: 'reply', id: waitingReply.id, topicId: hostTopic.id }),
        ]),
      );
      expect((await client.get('/api/admin/forum/pending')).status).toBe(403);
      expect((await client.put(`/api/admin/forum/pending/topics/${waiting.id}`, { approve: true })).status).toBe(403);
      expect((await moderator.put(`/api/admin/forum/pending/topics/${waiting.id}`, { approve: true })).status).toBe(204);
      expect((await moderator.put(`/api/admin/forum/pending/replies/${waitingReply.id}`, { approve: true })).status).toBe(204);
      expect((await moderator.put(`/api/admin/forum/pending/replies/${waitingReply.id}`, { approve: true })).status).toBe(404);
      await anonymous().get(`/api/forum/topics/${waiting.id}`).expect(200);
      expect((await replies(hostTopic.id)).map((item) => item.id)).toEqual([waitingReply.id]);
      expect((await anonymous().get(`/api/forum/topics/${hostTopic.id}`)).body.replyCount).toBe(1);
      // Two approved: the next post is published at once.
      expect((await reply(client, hostTopic.id, 'رد ثالث')).status).toBe('published');
    });

    it('deletes a refused post and mails its author the reason; an old account without two approved posts waits too', async () => {
      const { client, account } = await newcomer();
      const refused = await topic(client);
      const reason = 'Advertising is not allowed in the forum.';
      expect((await moderator.put(`/api/admin/forum/pending/topics/${refused.id}`, { approve: false, reason })).status).toBe(204);
      expect((await client.get(`/api/forum/topics/${refused.id}`)).status).toBe(404);
      const [mail] = await mailsTo(testApp.dataSource, account.email);
      expect([mail.subject, mail.text.includes(reason), mail.text.includes('موضوعك في المنتدى')]).toEqual(['لم تُنشر مشاركتك', true, true]);
      const [entry] = (await admin.get('/api/admin/audit?pageSize=1')).body;
      expect(entry).toMatchObject({ action: 'forum.refuse', targetId: String(refused.id), after: { reason } });
      const { client: silent, id } = await newcomer();
      await sql(`UPDATE users SET created_at = now() - interval '300 days' WHERE id = $1`, [id]);
      expect((await topic(silent)).status).toBe('pending');
    });

    it('lets a new account open at most three topics a day (429 TOPIC_DAILY_LIMIT); older ones five an hour (429 TOO_MANY_REQUESTS)', async () => {
      const { client } = await newcomer();
      for (let i = 0; i < 3; i += 1) await topic(client);
      const fourth = await client.post('/api/forum/topics', topicPayload());
      expect([fourth.status, fourth.body.code]).toEqual([429, 'TOPIC_DAILY_LIMIT']);
      const { client: old } = await regular();
      for (let i = 0; i < 5; i += 1) await topic(old);
      const sixth = await old.post('/api/forum/topics', topicPayload());
      expect([sixth.status, sixth.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect(sixth.body.retryAfterSeconds).toBeGreaterThan(0);
    });

    it('limits replies to 20 in 10 minutes per member', async () => {
      const { client } = await regular();
      const own = await topic(client);
      for (let i = 0; i < 20; i += 1) await reply(client, own.id, `رد رقم ${i}`);
      const limited = await client.post(`/api/forum/topics/${own.id}/replies`, { body: 'واحد زيادة' });
      expect([limited.status, limited.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    });
  });

  describe('moderation', () => {
    it('lets moderators pin, lock, move and hide or show topics and replies; members get 403', async () => {
      const { client: writer } = await regular();
      const own = await topic(writer, { category: 'general' });
      const answer = await reply(writer, own.id, 'رد سيُخفى');
      for (const [path, body] of [
        ['pin', { value: true }],
        ['lock', { value: true }],
        ['category', { category: 'legal' }],
        ['hidden', { hidden: true }],
      ] as const) {
        expect((await writer.put(`/api/forum/topics/${own.id}/${path}`, body)).status).toBe(403);
      }
      expect((await writer.put(`/api/forum/replies/${answer.id}/hidden`, { hidden: true })).status).toBe(403);
      expect((await moderator.put(`/api/forum/topics/${own.id}/category`, { category: 'legal' })).status).toBe(204);
      expect((await moderator.put(`/api/forum/topics/${own.id}/category`, { category: 'sports' })).status).toBe(400);
      expect((await anonymous().get(`/api/forum/topics/${own.id}`)).body.category).toBe('legal');
      expect((await moderator.put(`/api/forum/topics/${own.id}/pin`, { value: true })).status).toBe(204);
      expect((await listed(own.id))!.isPinned).toBe(true);
      expect((await moderator.put(`/api/forum/topics/${own.id}/pin`, { value: 'yes' })).status).toBe(400);

      expect((await moderator.put(`/api/forum/replies/${answer.id}/hidden`, { hidden: true })).status).toBe(204);
      expect(await replies(own.id)).toEqual([]);
      expect((await replies(own.id, moderator)).map((item) => item.status)).toEqual(['hidden']);
      expect((await anonymous().get(`/api/forum/topics/${own.id}`)).body.replyCount).toBe(0);
      expect((await moderator.put(`/api/forum/replies/${answer.id}/hidden`, { hidden: false })).status).toBe(204);
      expect((await replies(own.id)).map((item) => item.id)).toEqual([answer.id]);
      expect((await moderator.put(`/api/forum/topics/${own.id}/hidden`, { hidden: true })).status).toBe(204);
      await anonymous().get(`/api/forum/topics/${own.id}`).expect(404);
      expect((await moderator.get(`/api/forum/topics/${own.id}`)).body.status).toBe('hidden');
      expect((await moderator.put(`/api/forum/topics/${own.id}/hidden`, { hidden: false })).status).toBe(204);
      await anonymous().get(`/api/forum/topics/${own.id}`).expect(200);
      expect((await moderator.put('/api/forum/topics/999999/pin', { value: true })).status).toBe(404);
    });

    it('takes one report per member and post into the queue, open ones first; dismissing keeps the post, hiding hides it', async () => {
      const { client: writer } = await regular();
      const { client: reporter } = await regular();
      const { client: second } = await regular();
      const own = await topic(writer);
      const answer = await reply(writer, own.id, 'رد مخالف');
      expect((await reporter.post(`/api/forum/topics/${own.id}/report`, { reason: 'spam', details: 'إشهار' })).status).toBe(204);
      const again = await reporter.post(`/api/forum/topics/${own.id}/report`, { reason: 'spam' });
      expect([again.status, again.body.code]).toEqual([409, 'ALREADY_REPORTED']);
      expect((await second.post(`/api/forum/topics/${own.id}/report`, { reason: 'off_topic' })).status).toBe(204);
      expect((await reporter.post(`/api/forum/replies/${answer.id}/report`, { reason: 'abuse' })).status).toBe(204);
      expect((await reporter.post(`/api/forum/topics/${own.id}/report`, { reason: 'boring' })).status).toBe(400);
      expect((await reporter.post('/api/forum/topics/999999/report', { reason: 'spam' })).status).toBe(404);
      expect((await reporter.get('/api/admin/forum/reports')).status).toBe(403);

      const queue = async () =>
        (await moderator.get('/api/admin/forum/reports?pageSize=100')).body as {
          id: number;
          kind: string;
          postId: number;
          topicId: number;
          status: string;
          reason: string;
          details: string | null;
        }[];
      const ofReply = (await queue()).find((entry) => entry.kind === 'reply' && entry.postId === answer.id)!;
      expect(ofReply).toMatchObject({ topicId: own.id, reason: 'abuse', status: 'open', details: null });
      expect((await moderator.put(`/api/admin/forum/reports/${ofReply.id}`, { resolution: 'dismissed' })).status).toBe(204);
      expect((await replies(own.id)).map((item) => item.id)).toEqual([answer.id]);
      const statuses = (await queue()).map((entry) => entry.status);
      expect(statuses.indexOf('dismissed')).toBeGreaterThan(statuses.lastIndexOf('open'));

      const ofTopic = (await queue()).find((entry) => entry.kind === 'topic' && entry.postId === own.id && entry.reason === 'spam')!;
      expect(ofTopic.details).toBe('إشهار');
      expect((await moderator.put(`/api/admin/forum/reports/${ofTopic.id}`, { resolution: 'hidden' })).status).toBe(204);
      await anonymous().get(`/api/forum/topics/${own.id}`).expect(404);
      // Every report of that topic is settled with it.
      expect((await queue()).filter((entry) => entry.kind === 'topic' && entry.postId === own.id).map((entry) => entry.status)).toEqual(['hidden', 'hidden']);
      expect((await moderator.put(`/api/admin/forum/reports/${ofTopic.id}`, { resolution: 'deleted' })).status).toBe(400);
    });
  });

  describe('watching', () => {
    /** The reply's watchers are mailed by the queue: wait until its job has run and the mails it sent are out. */
    const mailsOf = async (replyId: number, emails: string[]) => {
      for (let tries = 0; tries < 200; tries += 1) {
        const [{ announced, waiting }] = await sql(
          `SELECT (SELECT watchers_mailed_at IS NOT NULL FROM forum_replies WHERE id = $1) AS announced, ` +
            `(SELECT count(*)::int FROM pgboss.job WHERE name = 'mail.send' AND state IN ('created', 'active', 'retry')) AS waiting`,
          [replyId],
        );
        if (announced && waiting === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return (await sql(`SELECT "to", subject, text FROM mail_outbox WHERE "to" = ANY($1) ORDER BY id`, [emails])) as { to: string; subject: string; text: string }[];
    };
    const emailOf = async (id: number) => (await sql('SELECT email FROM users WHERE id = $1', [id]))[0].email as string;

    it('mails the watchers of a topic, but the replier and those who chose no message mails, at each reply; the mail’s link stops it', async () => {
      const { client: asker, id: askerId } = await regular();
      const { client: helper, id: helperId } = await regular();
      const { client: quiet, id: quietId } = await regular();
      const own = await topic(asker);
      expect(own.isWatching).toBe(true);
      expect((await helper.put(`/api/forum/topics/${own.id}/watch`)).status).toBe(204);
      expect((await quiet.put(`/api/forum/topics/${own.id}/watch`)).status).toBe(204);
      expect((await helper.get(`/api/forum/topics/${own.id}`)).body.isWatching).toBe(true);
      await sql('UPDATE users SET notify_messages = false WHERE id = $1', [quietId]);
      const emails = [await emailOf(askerId), await emailOf(helperId), await emailOf(quietId)];

      const first = await reply(helper, own.id, 'رد أول');
      const mails = await mailsOf(first.id, emails);
      expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[emails[0], `رد جديد: ${own.title}`]]);
      expect(mails[0].text).toContain(`/forum/${own.id}`);
      const token = /unwatch\?token=([0-9a-f]+)/.exec(mails[0].text)![1];
      const page = await anonymous().get(`/api/forum/unwatch?token=${token}`).expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      await anonymous().get(`/api/forum/unwatch?token=${token}`).expect(404);
      await anonymous().get('/api/forum/unwatch?token=not-a-token').expect(400);
      expect((await asker.get(`/api/forum/topics/${own.id}`)).body.isWatching).toBe(false);

      const second = await reply(quiet, own.id, 'رد ثان');
      expect((await mailsOf(second.id, emails)).map((mail) => mail.to)).toEqual([emails[0], emails[1]]);
      // Announced once, however often its job runs.
      await testApp.app.get(ReplyMailsJob).run(second.id);
      expect((await mailsOf(second.id, emails)).length).toBe(2);
    });

    it('mails about a waiting reply only once a moderator approves it; a member stops watching from the topic too', async () => {
      const { client: asker, id: askerId } = await regular();
      const own = await topic(asker);
      const { client: young } = await newcomer();
      const waiting = await reply(young, own.id, 'رد ينتظر الموافقة');
      const email = await emailOf(askerId);
      const [{ announced }] = await sql('SELECT watchers_mailed_at IS NOT NULL AS announced FROM forum_replies WHERE id = $1', [waiting.id]);
      expect(announced).toBe(false);
      await moderator.put(`/api/admin/forum/pending/replies/${waiting.id}`, { approve: true });
      expect((await mailsOf(waiting.id, [email])).length).toBe(1);

      expect((await del(asker, `/api/forum/topics/${own.id}/watch`)).status).toBe(204);
      expect((await del(asker, `/api/forum/topics/${own.id}/watch`)).status).toBe(204);
      expect((await asker.get(`/api/forum/topics/${own.id}`)).body.isWatching).toBe(false);
      const later = await reply(moderator, own.id, 'لا أحد يتابع');
      expect((await mailsOf(later.id, [email])).length).toBe(1);
    });
  });

  it('answers 401 to a visitor on every forum write and moderator route, and on the points ledger', async () => {
    const visitor = await new SessionClient(testApp.server).start();
    const routes = routesOf(testApp.app).filter(
      ({ method, path }) =>
        (path.startsWith('/api/forum') || path.startsWith('/api/admin/forum') || path === '/api/user/points') &&
        (method !== 'GET' || path.startsWith('/api/admin') || path === '/api/user/points'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const url = route.path.replace(':kind', 'topics').replace(':id', '1');
      const answer = await visitor.agent[route.method.toLowerCase() as 'post'](url).set(CSRF_HEADER, visitor.token).send({});
      expect({ route: `${route.method} ${route.path}`, status: answer.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
    }
  });
});
