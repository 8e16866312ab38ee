import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { BlogComment, BlogPayload, BlogPost, BlogSummary } from 'shared-contracts';
import { frontendFixture } from './support/frontend-fixture.js';
import { del, member } from './support/listings.js';
import { mailsTo } from './support/mail-outbox.js';
import { BROWSER_USER_AGENT, type SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const doc = (...paragraphs: string[]) => ({ type: 'doc' as const, content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) });
let serial = 0;
const payload = (fields: Partial<BlogPayload> = {}): BlogPayload => ({
  title: `دليل المشتري ${++serial}`,
  titleEn: `Buyer's guide ${serial}`,
  excerpt: 'ملخص',
  excerptEn: 'Summary',
  content: doc('نص المقال العربي.'),
  contentEn: doc('The English text.'),
  category: 'legal_guide',
  tags: ['شراء'],
  tagsEn: ['buying'],
  coverImage: null,
  isFeatured: false,
  status: 'published',
  publishAt: null,
  ...fields,
});

describe('the blog', () => {
  let testApp: TestApp;
  let admin: SessionClient;
  let author: SessionClient;
  let reader: SessionClient;
  beforeAll(async () => {
    testApp = await startTestApp({ FRONTEND_ROOT: frontendFixture(), SERVE_FRONTENDS: 'true', PUBLIC_URL: 'https://djelfa.example' });
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    const appointed = await member(testApp.server, testApp.dataSource);
    expect((await admin.put(`/api/admin/users/${appointed.id}/blog-author`, { isBlogAuthor: true })).status).toBe(204);
    author = appointed.client;
    reader = (await member(testApp.server, testApp.dataSource)).client;
  });
  afterAll(() => testApp?.close());

  const publish = async (client: SessionClient, fields: Partial<BlogPayload> = {}) => {
    const response = await client.post('/api/blogs', payload(fields));
    expect(response.status).toBe(201);
    return response.body as BlogPost;
  };
  const list = async (query = '') => {
    const response = await request(testApp.server).get(`/api/blogs${query}`).expect(200);
    return { items: response.body as BlogSummary[], total: Number(response.headers['x-total-count']) };
  };

  it('lets admins and appointed authors write; a member or a visitor is refused', async () => {
    expect((await reader.post('/api/blogs', payload())).status).toBe(403);
    expect((await request(testApp.server).post('/api/blogs').send(payload())).status).toBe(403); // no CSRF token first
    const post = await publish(author);
    expect(post).toMatchObject({ status: 'published', author: { firstName: 'أمينة' }, readingMinutes: 1, isFeatured: false, isDemo: false });
    expect(post.contentHtml).toBe('<div dir="rtl" lang="ar"><p>نص المقال العربي.</p></div>');
    expect(post.contentEnHtml).toBe('<div dir="ltr" lang="en"><p>The English text.</p></div>');
  });

  it('gives a readable Arabic slug, unique, and keeps answering the old one after a new title', async () => {
    const first = await publish(author, { title: 'شراء أرض في مسعد' });
    const second = await publish(author, { title: 'شراء أرض في مسعد' });
    expect([first.slug, second.slug]).toEqual(['شراء-أرض-في-مسعد', 'شراء-أرض-في-مسعد-2']);
    const renamed = await author.put(`/api/blogs/${first.id}`, payload({ title: 'شراء أرض فلاحية في مسعد' }));
    expect(renamed.body.slug).toBe('شراء-أرض-فلاحية-في-مسعد');
    const old = await request(testApp.server)
      .get(`/api/blogs/${encodeURIComponent('شراء-أرض-في-مسعد')}`)
      .expect(200);
    expect(old.body).toMatchObject({ id: first.id, slug: 'شراء-أرض-فلاحية-في-مسعد' });
    // The served page of the old address moves to the new one.
    const page = await request(testApp.server)
      .get(`/blog/${encodeURIComponent('شراء-أرض-في-مسعد')}`)
      .set('Accept', 'text/html')
      .expect(301);
    expect(decodeURIComponent(page.headers.location)).toBe('/blog/شراء-أرض-فلاحية-في-مسعد');
  });

  it('gives posts titled alike and sent at once a slug each', async () => {
    const title = `دليل الإيجار في الجلفة ${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => author.post('/api/blogs', payload({ title }))));
    expect(answers.map(({ status }) => status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map(({ body }) => (body as BlogPost).slug)).size).toBe(6);
  });

  it('shows only published posts: drafts and scheduled ones are the writer’s until their time', async () => {
    const draft = await publish(author, { status: 'draft', title: 'مسودة سرية' });
    const scheduled = await publish(author, { status: 'scheduled', publishAt: new Date(Date.now() + 3_600_000).toISOString(), title: 'مقال الغد' });
    for (const hidden of [draft, scheduled]) {
      await request(testApp.server)
        .get(`/api/blogs/${encodeURIComponent(hidden.slug)}`)
        .expect(404);
      expect((await list('?pageSize=100')).items.map((item) => item.id)).not.toContain(hidden.id);
      expect((await author.get(`/api/blogs/id/${hidden.id}`)).status).toBe(200);
      expect((await reader.get(`/api/blogs/id/${hidden.id}`)).status).toBe(403);
    }
    const mine = (await author.get('/api/user/blogs?pageSize=100')).body as BlogSummary[];
    expect(mine.map((item) => item.status)).toEqual(expect.arrayContaining(['draft', 'scheduled', 'published']));
    const rss = (await request(testApp.server).get('/blog/rss.xml').expect(200)).text;
    expect(rss).not.toContain('مسودة سرية');
    // Its time comes: public without anyone touching it.
    await testApp.dataSource.query(`UPDATE blog_posts SET publish_at = now() - interval '1 minute' WHERE id = $1`, [scheduled.id]);
    expect(
      (
        await request(testApp.server)
          .get(`/api/blogs/${encodeURIComponent(scheduled.slug)}`)
          .expect(200)
      ).body.status,
    ).toBe('published');
  });

  it('refuses a scheduled post without a future time, and a body that is not an editor document', async () => {
    const past = await author.post('/api/blogs', payload({ status: 'scheduled', publishAt: '2020-01-01T00:00:00.000Z' }));
    expect([past.status, past.body.fields]).toEqual([400, [{ field: 'publishAt', code: 'invalid' }]]);
    const html = await author.post('/api/blogs', { ...payload(), content: '<p>raw</p>' });
    expect([html.status, html.body.fields]).toEqual([400, [{ field: 'content', code: 'invalid' }]]);
  });

  it('renders what a browser sends through the allow-list: no script, no handler, no javascript: link', async () => {
    const hostile = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(1)>' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] },
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
      ],
    };
    const post = await publish(author, { content: hostile as BlogPayload['content'] });
    expect(post.contentHtml).not.toMatch(/<script|<img|<[^>]* onerror=|javascript:/);
    expect(post.contentHtml).toContain('&lt;script&gt;');
  });

  it('lets only the author or an admin edit and delete; deletion is soft', async () => {
    const post = await publish(author);
    const other = (await member(testApp.server, testApp.dataSource)).client;
    await testApp.dataSource.query('UPDATE users SET is_blog_author = true WHERE id = (SELECT max(id) FROM users)');
    expect((await other.put(`/api/blogs/${post.id}`, payload())).status).toBe(404);
    expect((await admin.put(`/api/blogs/${post.id}`, { isFeatured: true })).body.isFeatured).toBe(true);
    expect((await author.put(`/api/blogs/${post.id}`, { isFeatured: false })).status).toBe(403);
    expect((await del(author, `/api/blogs/${post.id}`)).status).toBe(204);
    await request(testApp.server)
      .get(`/api/blogs/${encodeURIComponent(post.slug)}`)
      .expect(404);
    expect((await testApp.dataSource.query('SELECT deleted_at IS NOT NULL AS gone FROM blog_posts WHERE id = $1', [post.id]))[0].gone).toBe(true);
  });

  it('searches in Arabic whatever the spelling, filters, sorts and pages; featured first three for the home page', async () => {
    const special = await publish(admin, { title: 'إيجار شقّة في حاسي بحبح', category: 'investment', isFeatured: true });
    expect((await list(`?q=${encodeURIComponent('ايجار شقه')}`)).items.map((item) => item.id)).toEqual([special.id]);
    expect((await list('?category=investment')).items.every((item) => item.category === 'investment')).toBe(true);
    expect((await list('?featured=true&pageSize=3')).items.map((item) => item.id)).toContain(special.id);
    const { items, total } = await list('?pageSize=2&page=2');
    expect(items).toHaveLength(2);
    expect(total).toBeGreaterThan(4);
    // A person's visit counts a view; a crawler's does not.
    await request(testApp.server)
      .get(`/api/blogs/${encodeURIComponent(special.slug)}`)
      .set('User-Agent', BROWSER_USER_AGENT)
      .expect(200);
    const crawled = await request(testApp.server)
      .get(`/api/blogs/${encodeURIComponent(special.slug)}`)
      .set('User-Agent', 'Googlebot/2.1')
      .expect(200);
    expect(crawled.body.viewCount).toBe(1);
    // Once per visitor and day, as a listing's and a topic's views: the same browser again adds none, another one adds its own.
    await request(testApp.server)
      .get(`/api/blogs/${encodeURIComponent(special.slug)}`)
      .set('User-Agent', BROWSER_USER_AGENT)
      .expect(200);
    await request(testApp.server)
      .get(`/api/blogs/${encodeURIComponent(special.slug)}`)
      .set('User-Agent', `${BROWSER_USER_AGENT} Edg/131.0`)
      .expect(200);
    expect(
      (
        await request(testApp.server)
          .get(`/api/blogs/${encodeURIComponent(special.slug)}`)
          .set('User-Agent', 'Googlebot/2.1')
      ).body.viewCount,
    ).toBe(2);
    expect((await list('?sort=popular&pageSize=1')).items[0].id).toBe(special.id);
    expect((await request(testApp.server).get('/api/blogs?sort=random')).status).toBe(400);
  });

  it("holds a new member's first comments for approval, visible to them only", async () => {
    const post = await publish(author);
    const posted = await reader.post(`/api/blogs/${post.id}/comments`, { body: 'شكراً على المقال' });
    expect([posted.status, (posted.body as BlogComment).status]).toEqual([201, 'pending']);
    const asVisitor = await request(testApp.server).get(`/api/blogs/${post.id}/comments`).expect(200);
    expect(asVisitor.body).toEqual([]);
    const asReader = (await reader.get(`/api/blogs/${post.id}/comments`)).body as BlogComment[];
    expect(asReader.map((comment) => comment.body)).toEqual(['شكراً على المقال']);
    expect((await admin.put(`/api/admin/blog-comments/${posted.body.id}/approve`)).status).toBe(204);
    expect((await request(testApp.server).get(`/api/blogs/${post.id}/comments`)).body).toHaveLength(1);
    expect((await request(testApp.server).get(`/api/blogs/${encodeURIComponent(post.slug)}`)).body.commentCount).toBe(1);
    expect((await reader.post(`/api/blogs/${post.id}/comments`, { body: '' })).status).toBe(400);
    expect((await request(testApp.server).post(`/api/blogs/${post.id}/comments`).send({ body: 'x' })).status).toBe(403);
    const other = (await member(testApp.server, testApp.dataSource)).client;
    expect((await del(other, `/api/blogs/comments/${posted.body.id}`)).status).toBe(404);
    expect((await del(reader, `/api/blogs/comments/${posted.body.id}`)).status).toBe(204);
  });

  it('lets a moderator (not only an admin) see the waiting comments under the article, approve one there, and comment at once', async () => {
    const post = await publish(author);
    const moderator = (await member(testApp.server, testApp.dataSource, 'moderator')).client;
    const waiting = (await reader.post(`/api/blogs/${post.id}/comments`, { body: 'سؤال عن المقال' })).body as BlogComment;
    expect(waiting.status).toBe('pending');
    const seen = (await moderator.get(`/api/blogs/${post.id}/comments`)).body as BlogComment[];
    expect(seen.map((comment) => [comment.body, comment.status])).toEqual([['سؤال عن المقال', 'pending']]);
    expect((await moderator.put(`/api/admin/blog-comments/${waiting.id}/approve`)).status).toBe(204);
    const own = await moderator.post(`/api/blogs/${post.id}/comments`, { body: 'أجبنا في المنتدى' });
    expect([own.status, (own.body as BlogComment).status]).toEqual([201, 'approved']);
    expect((await request(testApp.server).get(`/api/blogs/${post.id}/comments`)).body).toHaveLength(2);
  });

  it("refuses a waiting comment and mails its author the moderator's reason", async () => {
    const post = await publish(author);
    const commenter = await member(testApp.server, testApp.dataSource);
    const posted = await commenter.client.post(`/api/blogs/${post.id}/comments`, { body: 'زوروا موقعي لأسعار أفضل' });
    const reason = 'Links to other sites are not allowed.';
    expect((await admin.put(`/api/admin/blog-comments/${posted.body.id}/reject`, { reason })).status).toBe(204);
    expect((await commenter.client.get(`/api/blogs/${post.id}/comments`)).body).toEqual([]);
    const [mail] = await mailsTo(testApp.dataSource, commenter.account.email);
    expect([mail.subject, mail.text.includes(reason), mail.text.includes('زوروا موقعي')]).toEqual(['لم تُنشر مشاركتك', true, true]);
    expect((await admin.put(`/api/admin/blog-comments/${posted.body.id}/reject`, { reason })).status).toBe(404);
  });

  it('limits how fast a member comments', async () => {
    const post = await publish(author);
    const client = (await member(testApp.server, testApp.dataSource)).client;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await client.post(`/api/blogs/${post.id}/comments`, { body: `تعليق رقم ${i}` })).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('serves a post’s page with its title, Open Graph tags and Article JSON-LD', async () => {
    const post = await publish(author, { title: 'سعر المتر في الجلفة "2026"', excerpt: 'قراءة في الأسعار' });
    const html = (
      await request(testApp.server)
        .get(`/blog/${encodeURIComponent(post.slug)}`)
        .set('Accept', 'text/html')
        .expect(200)
    ).text;
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:title" content="سعر المتر في الجلفة &quot;2026&quot;">');
    expect(html).toContain(`<meta property="og:url" content="https://djelfa.example/blog/${encodeURIComponent(post.slug)}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'سعر المتر في الجلفة "2026"', author: { name: 'أمينة بن علي' } });
    await request(testApp.server).get('/blog/no-such-post').set('Accept', 'text/html').expect(404);
    await request(testApp.server).get('/api/blogs/a%00b').expect(404);
    await request(testApp.server)
      .get(`/api/blogs/${'x'.repeat(500)}`)
      .expect(404);
  });

  it('publishes RSS of public posts, in each language, and a sitemap of posts and listings', async () => {
    const post = await publish(author, { title: 'مقال للخلاصة', titleEn: 'Feed article' });
    const ar = await request(testApp.server).get('/blog/rss.xml').expect(200);
    expect(ar.headers['content-type']).toContain('application/rss+xml');
    expect(ar.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss version="2.0"/);
    expect(ar.text).toContain('<title>مقال للخلاصة</title>');
    expect((await request(testApp.server).get('/blog/rss.xml?lang=en')).text).toContain('<title>Feed article</title>');
    const sitemap = (await request(testApp.server).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`<loc>https://djelfa.example${encodeURI(`/blog/${post.slug}`)}</loc>`);
    expect(sitemap).toContain('<loc>https://djelfa.example/search</loc>');
  });

  it('gives feed readers an excerpt as text, never as markup, and the site’s security headers on the feed and the sitemap', async () => {
    await publish(author, { title: 'مقال بمقتطف خبيث', excerpt: '<script>alert(1)</script><img src=x onerror=alert(2)>' });
    const rss = await request(testApp.server).get('/blog/rss.xml').expect(200);
    const description = /<title>مقال بمقتطف خبيث<\/title>.*?<description>(.*?)<\/description>/.exec(rss.text)![1];
    expect(description).toBe('<![CDATA[&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;]]>');
    const sitemap = await request(testApp.server).get('/sitemap.xml').expect(200);
    for (const answer of [rss, sitemap]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('lets an admin take a post back to draft and publish it again from the back-office, each recorded', async () => {
    const post: BlogPost = (await admin.post('/api/blogs', payload())).body;
    const setStatus = (status: string) => admin.put(`/api/admin/blogs/${post.id}/status`, { status });
    expect((await setStatus('draft')).status).toBe(204);
    expect((await request(testApp.server).get(`/api/blogs/${post.slug}`)).status).toBe(404);
    expect((await setStatus('published')).status).toBe(204);
    expect((await request(testApp.server).get(`/api/blogs/${post.slug}`)).status).toBe(200);
    expect((await setStatus('scheduled')).status).toBe(400);
    expect((await admin.put('/api/admin/blogs/999999/status', { status: 'draft' })).status).toBe(404);
    expect((await reader.put(`/api/admin/blogs/${post.id}/status`, { status: 'draft' })).status).toBe(403);
    const entries = (await admin.get('/api/admin/audit?pageSize=2')).body as { action: string; after: { status: string } }[];
    expect(entries.map(({ action, after }) => [action, after.status])).toEqual([
      ['blog.status', 'published'],
      ['blog.status', 'draft'],
    ]);
  });
});
