import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import request from 'supertest';
import { thumbnailOf, type BlogPost, type FavoriteListing, type ForumReply, type ForumTopicSummary, type Property, type PropertyDetail } from 'shared-contracts';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { migrations } from '../src/database/migrations/index.js';
import { SessionClient } from './support/session-client.js';
import { startApp, startTestApp, type TestApp } from './support/test-app.js';
import { scratchDatabases } from './support/test-database.js';
import { BLOG, everyRow, fillOldSite, migrateToOldSchema, OLD_SCHEMA, TOPIC, UPGRADE_SESSION_SECRET, type AccountKey, type OldSite, type Rows } from './support/upgrade-fixture.js';

const MIGRATE = fileURLToPath(new URL('../scripts/migrate.mjs', import.meta.url));

/**
 * Columns the later migrations rewrite or drop on purpose: left out of the row-for-row comparison,
 * and their new values checked one by one instead. Any other change to an old row fails.
 */
const REWRITTEN: Record<string, string[]> = {
  properties: ['search_text'],
  forum_topics: ['search_text'],
  blog_posts: ['search_text'],
  points_ledger: ['source'],
};

/** Each old table's rows, projected on its old columns (a dropped column shows as such), in a stable order. */
function oldShape(before: Rows, after: Rows): { before: Record<string, string[]>; after: Record<string, string[] | 'table dropped'> } {
  const shaped = { before: {} as Record<string, string[]>, after: {} as Record<string, string[] | 'table dropped'> };
  for (const [table, rows] of Object.entries(before)) {
    const skipped = new Set(REWRITTEN[table] ?? []);
    const project = (row: Record<string, unknown>, columns: string[]) => JSON.stringify(columns.map((column) => [column, column in row ? row[column] : 'column dropped']));
    const columns = Object.keys(rows[0] ?? {}).filter((column) => !skipped.has(column));
    shaped.before[table] = rows.map((row) => project(row, columns)).sort();
    shaped.after[table] = after[table] ? after[table].map((row) => project(row, columns)).sort() : 'table dropped';
  }
  return shaped;
}

/** A site's data survives the upgrade to the current schema, row for row and through the API. */
describe('upgrading a site filled at an older schema', () => {
  let server: TestApp;
  let databases: ReturnType<typeof scratchDatabases>;
  beforeAll(async () => {
    // A PostgreSQL server to make the old databases on: the tests' server, or an embedded one.
    server = await startTestApp();
    databases = scratchDatabases((server.dataSource.options as PostgresDataSourceOptions).url!, 'djelfa_upgrade');
  });
  afterAll(async () => {
    await databases?.dropAll();
    await server?.close();
  });

  /** A database at OLD_SCHEMA filled as members left it, its photos in its DATA_DIR, and every row it held. */
  async function oldSite() {
    expect(migrations.length - OLD_SCHEMA.length).toBeGreaterThanOrEqual(10);
    const { DATABASE_URL: url, DATA_DIR: dataDir } = await databases.create();
    await migrateToOldSchema(url);
    const site = await fillOldSite(url, dataDir);
    return { env: { DATABASE_URL: url, DATA_DIR: dataDir, SESSION_SECRET: UPGRADE_SESSION_SECRET }, site };
  }

  /** What each member and visitor finds after the upgrade, through the API, and what the migrations made of the old rows. */
  async function expectNothingLost(app: TestApp, site: OldSite): Promise<void> {
    // First, before any request writes: every old row, as it was.
    const shaped = oldShape(site.rows, await everyRow((sql) => app.dataSource.query(sql)));
    expect(shaped.after).toEqual(shaped.before);
    const names = (await app.dataSource.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY id')).map((row) => row.name);
    expect(names).toEqual(migrations.map((migration) => migration.name));

    const { accounts, listings } = site;
    const signedIn: Partial<Record<AccountKey, SessionClient>> = {};
    for (const [key, account] of Object.entries(accounts) as [AccountKey, OldSite['accounts'][AccountKey]][]) {
      const client = await new SessionClient(app.server).start();
      const login = await client.post('/api/login', { email: account.email, password: account.password });
      expect({ key, status: login.status }).toEqual({ key, status: 200 });
      expect((await client.get('/api/user')).body).toMatchObject({
        id: account.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
      });
      signedIn[key] = client;
    }
    const { amina, karim, yacine } = signedIn as Record<AccountKey, SessionClient>;
    // Karim's browser, signed in before the upgrade, still is.
    expect((await request(app.server).get('/api/user').set('Cookie', site.karimCookie).expect(200)).body.id).toBe(accounts.karim.id);

    const search = async (query: Record<string, string>) => {
      const response = await request(app.server).get('/api/properties').query(query).expect(200);
      return (response.body as Property[]).map(({ id, title }) => ({ id, title }));
    };
    const card = (key: 'flat' | 'land') => ({ id: listings[key].id, title: listings[key].title });
    expect(await search({})).toEqual([card('land'), card('flat')].sort((a, b) => b.id - a.id));
    expect(await search({ keyword: 'شقة' })).toEqual([card('flat')]);
    // The plural "منازل" is found from "منزل" only through the stems the rewritten search_text holds.
    expect(listings.land.searchText).not.toContain('منزل');
    expect(await search({ keyword: 'منزل' })).toEqual([card('land')]);
    expect(await search({ keyword: 'Apartment Djelfa' })).toEqual([card('flat')]);

    const flat = (await request(app.server).get(`/api/properties/${listings.flat.id}`).expect(200)).body as PropertyDetail;
    expect(flat).toMatchObject({ title: listings.flat.title, titleEn: listings.flat.titleEn, images: listings.flat.images, priceDzd: '6500000.00', status: 'active' });
    expect(flat.owner).toEqual({ firstName: 'أمينة', lastName: 'بن علي', hasPhone: true });
    expect(flat.location).not.toBeNull();
    const photoUrls = [...listings.flat.images, ...listings.land.images].flatMap((url) => [url, thumbnailOf(url)]);
    expect(photoUrls).toHaveLength(site.photos.size);
    for (const url of photoUrls) {
      const photo = await request(app.server).get(url).responseType('blob').expect(200);
      expect({ url, same: Buffer.compare(photo.body as Buffer, site.photos.get(url)!) === 0 }).toEqual({ url, same: true });
    }
    // The owner still has every listing, each in its state.
    const own = ((await amina.get('/api/user/properties')).body as Property[]).map(({ id, status }) => ({ id, status }));
    expect(own.sort((a, b) => a.id - b.id)).toEqual(
      (['flat', 'land', 'villa', 'house'] as const).map((key) => ({ id: listings[key].id, status: listings[key].status })).sort((a, b) => a.id - b.id),
    );

    const favorites = (await karim.get('/api/user/favorites')).body as FavoriteListing[];
    expect(favorites.map(({ property, savedPriceDzd }) => ({ id: property.id, title: property.title, savedPriceDzd }))).toEqual([
      { id: listings.house.id, title: listings.house.title, savedPriceDzd: '90000.00' },
      { id: listings.flat.id, title: listings.flat.title, savedPriceDzd: '7000000.00' },
    ]);

    const topic = (await request(app.server).get(`/api/forum/topics/${site.topicId}`).expect(200)).body;
    expect(topic).toMatchObject({ title: TOPIC.title, body: TOPIC.body, bodyHtml: TOPIC.bodyHtml, replyCount: 2, tags: TOPIC.tags });
    const replies = (await request(app.server).get(`/api/forum/topics/${site.topicId}/replies`).expect(200)).body as ForumReply[];
    expect(replies.map((reply) => ({ id: reply.id, isHelpful: reply.isHelpful, children: reply.children.map((child) => child.id) }))).toEqual([
      { id: site.replies.helpful, isHelpful: true, children: [site.replies.answer] },
    ]);
    // Written as "Aïn-Oussera", found as "ain oussera" only once the stored text is renormalised.
    expect(site.topicSearchText).not.toContain('ain oussera');
    const found = (await request(app.server).get('/api/forum/topics').query({ q: 'ain oussera' }).expect(200)).body as ForumTopicSummary[];
    // Back-filled as the list of then showed it (marks stripped, a link's address kept): not excerptOf's of today, which drops it.
    const shownThen = 'ما هي الوثائق اللازمة لشراء أرض في عين وسارة؟ انظر الدليل https://example.dz/guide قبل أي تسبيق.';
    expect(found.map(({ id, excerpt }) => ({ id, excerpt }))).toEqual([{ id: site.topicId, excerpt: shownThen }]);
    await request(app.server).get(`/api/forum/topics/${site.pendingTopicId}`).expect(404);
    expect((await yacine.get('/api/user/points')).body).toMatchObject([{ points: 25, reason: 'helpful_reply' }]);

    for (const slug of [BLOG.slug, BLOG.oldSlug]) {
      const post = (
        await request(app.server)
          .get(`/api/blogs/${encodeURIComponent(slug)}`)
          .expect(200)
      ).body as BlogPost;
      expect(post).toMatchObject({ id: site.blogId, slug: BLOG.slug, title: BLOG.title, titleEn: BLOG.titleEn, contentHtml: `<p>${BLOG.text}</p>` });
    }
    expect(site.blogSearchText).not.toContain('ain oussera');
    const posts = (await request(app.server).get('/api/blogs').query({ q: 'ain oussera' }).expect(200)).body as BlogPost[];
    expect(posts.map(({ id }) => id)).toEqual([site.blogId]);

    // What the migrations derived from the old rows.
    const [ledger] = await app.dataSource.query('SELECT source_type, source_id FROM points_ledger');
    expect(ledger).toEqual({ source_type: 'forum_reply', source_id: site.replies.helpful });
    const mailed = await app.dataSource.query('SELECT id, watchers_mailed_at = created_at AS "asWritten", watchers_mailed_at IS NULL AS "waiting" FROM forum_replies ORDER BY id');
    expect(mailed).toEqual([
      { id: site.replies.helpful, asWritten: true, waiting: false },
      { id: site.replies.answer, asWritten: true, waiting: false },
      { id: site.replies.pending, asWritten: null, waiting: true },
    ]);
    const drafts = await app.dataSource.query('SELECT owner_id AS "ownerId" FROM listing_drafts');
    expect(drafts).toEqual([{ ownerId: accounts.amina.id }, { ownerId: accounts.amina.id }]);
    const located = await app.dataSource.query('SELECT id, shown_lat IS NOT NULL AS shown FROM properties WHERE coordinates IS NOT NULL ORDER BY id');
    expect(located).toEqual([
      { id: listings.flat.id, shown: true },
      { id: listings.villa.id, shown: true },
    ]);
  }

  it('`npm run migrate`, then instances with MIGRATE_AT_START=false (the zero-downtime order): nothing is lost', async () => {
    const { env, site } = await oldSite();
    const instance = { ...env, MIGRATE_AT_START: 'false' };
    await expect(startApp(instance)).rejects.toThrow(/npm run migrate/);
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [MIGRATE], { env: { ...process.env, ...env, NODE_ENV: 'test' } });
    expect(`${stdout}${stderr}`).toContain(`Ran ${migrations.length - OLD_SCHEMA.length} migration(s)`);
    const app = await startApp(instance);
    try {
      await expectNothingLost(app, site);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('an instance that migrates at start: nothing is lost', async () => {
    const { env, site } = await oldSite();
    const app = await startApp(env);
    try {
      await expectNothingLost(app, site);
    } finally {
      await app.close();
    }
  }, 60_000);
});
