import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { normalizeForSearch } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountSeeder } from '../../auth/account-seeder.js';
import { renderPost } from '../forum-markdown.js';
import { recount } from '../forum-posts.js';
import { DEMO_TOPICS } from './demo-topics.js';

const HOUR = 3_600_000;

/** With the demo accounts: the sample topics and their replies, once, on an empty forum. */
@Injectable()
export class DemoForumSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly accounts: AccountSeeder,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const demo = this.accounts.demoAccounts();
    if (demo.length === 0) return;
    const ids: { id: number; role: string }[] = await this.dataSource.query('SELECT id, role FROM users WHERE email = ANY($1)', [demo.map((account) => account.email)]);
    const admin = ids.find((user) => user.role === 'admin')?.id;
    const member = ids.find((user) => user.role !== 'admin')?.id;
    const [{ any }] = await this.dataSource.query('SELECT EXISTS (SELECT 1 FROM forum_topics) AS any');
    if (!admin || !member || any) return;
    const now = Date.now();
    await this.dataSource.transaction(async (manager) => {
      for (const [index, topic] of DEMO_TOPICS.entries()) {
        const at = new Date(now - (index + 1) * 30 * HOUR);
        const [{ id }] = await manager.query(
          'INSERT INTO forum_topics (user_id, title, body, body_html, category, tags, status, is_pinned, is_locked, is_demo, search_text, created_at, last_activity_at) ' +
            `VALUES ($1, $2, $3, $4, $5, $6, 'published', $7, $8, true, $9, $10, $10) RETURNING id`,
          [topic.byAdmin ? admin : member, topic.title, topic.body, renderPost(topic.body, true), topic.category, topic.tags, !!topic.pinned, !!topic.locked, normalizeForSearch(`${topic.title} ${topic.body}`), at],
        );
        for (const [n, reply] of topic.replies.entries()) {
          const replied = new Date(at.getTime() + (n + 1) * HOUR);
          const parent = await this.reply(manager, id, null, reply.byAdmin ? admin : member, reply.body, replied);
          for (const answer of reply.answers ?? []) await this.reply(manager, id, parent, answer.byAdmin ? admin : member, answer.body, new Date(replied.getTime() + HOUR));
        }
        await recount(manager, id);
      }
    });
    this.logger.log(`${DEMO_TOPICS.length} demo forum topics created.`);
  }

  private async reply(manager: EntityManager, topicId: number, parentId: number | null, userId: number, body: string, at: Date): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO forum_replies (user_id, topic_id, parent_id, body, body_html, status, is_demo, created_at) VALUES ($1, $2, $3, $4, $5, 'published', true, $6) RETURNING id`,
      [userId, topicId, parentId, body, renderPost(body, true), at],
    );
    return id;
  }
}
