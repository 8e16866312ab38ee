import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { FORUM_CATEGORIES, type ForumReply, type ForumTopicSummary } from 'shared-contracts';
import { DEMO_ACCOUNTS } from '../src/auth/demo-accounts.js';
import { DATABASE_CONFIG, type DatabaseConfig } from '../src/config/database.config.js';
import { DEMO_TOPICS } from '../src/forum/demo/demo-topics.js';
import { startApp, startTestApp, type TestApp } from './support/test-app.js';

const ARABIC = /[\u0600-\u06FF]/;

describe('demo forum topics', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ DEMO_ACCOUNTS: 'true' });
  }, 120_000);
  afterAll(() => testApp?.close());

  const topics = async (): Promise<ForumTopicSummary[]> => (await request(testApp.server).get('/api/forum/topics?pageSize=100')).body;

  it('fills an empty forum at the first start: topics in every category, in Arabic and English, one pinned first, one locked, by the demo accounts', async () => {
    const all = await topics();
    expect(all.length).toBe(DEMO_TOPICS.length);
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.every((topic) => topic.isDemo && topic.status === 'published')).toBe(true);
    expect(new Set(all.map((topic) => topic.category))).toEqual(new Set(FORUM_CATEGORIES.map((category) => category.value)));
    expect(all[0].isPinned).toBe(true);
    expect(all.filter((topic) => topic.isPinned).length).toBe(1);
    expect(all.filter((topic) => topic.isLocked).length).toBe(1);
    expect(all.filter((topic) => ARABIC.test(topic.title)).length).toBeGreaterThanOrEqual(5);
    expect(all.filter((topic) => !ARABIC.test(topic.title)).length).toBeGreaterThanOrEqual(1);
    const authors = await testApp.dataSource.query('SELECT DISTINCT u.email FROM forum_topics t JOIN users u ON u.id = t.user_id');
    expect(authors.map((row: { email: string }) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
  });

  it('gives them replies, one nested, counted; a helpful answer earned its writer points through the ledger', async () => {
    const all = await topics();
    const threads = await Promise.all(all.map(async (topic) => (await request(testApp.server).get(`/api/forum/topics/${topic.id}/replies?pageSize=100`)).body as ForumReply[]));
    for (const [index, thread] of threads.entries()) expect(thread.reduce((count, reply) => count + 1 + reply.children.length, 0)).toBe(all[index].replyCount);
    expect(threads.flat().some((reply) => reply.children.length > 0)).toBe(true);
    expect(threads.flat().some((reply) => reply.isHelpful)).toBe(true);
    const points = await testApp.dataSource.query(
      `SELECT u.reward_points AS points, (SELECT coalesce(sum(points), 0)::int FROM points_ledger l WHERE l.user_id = u.id) AS ledger FROM users u WHERE u.email = $1`,
      [DEMO_ACCOUNTS.find((account) => account.role === 'admin')!.email],
    );
    expect(points).toEqual([{ points: 25, ledger: 25 }]);
  });

  it('adds none when an instance starts on a forum that has topics', async () => {
    const { dataDir } = testApp.app.get<DatabaseConfig>(DATABASE_CONFIG);
    const second = await startApp({ DEMO_ACCOUNTS: 'true', DATABASE_URL: (testApp.dataSource.options as { url: string }).url, DATA_DIR: dataDir });
    try {
      const [{ count }] = await testApp.dataSource.query('SELECT count(*)::int AS count FROM forum_topics');
      expect(count).toBe(DEMO_TOPICS.length);
    } finally {
      await second.close();
    }
  }, 60_000);
});
