import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HELPFUL_REPLY_POINTS } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountSeeder } from '../../auth/account-seeder.js';
import { RewardsService } from '../../rewards/rewards.service.js';
import { excerptOf, renderPost } from '../forum-markdown.js';
import { recount, searchTextOf } from '../forum-posts.js';
import { ForumWatchesService } from '../forum-watches.service.js';
import { DEMO_TOPICS, type DemoAnswer } from './demo-topics.js';

const HOUR = 3_600_000;

/**
 * With the demo accounts (AccountSeeder, whose module is imported, so it has run first): the
 * sample topics and their replies, once, on an empty forum, marked as demo content. Under a lock
 * with the emptiness check, so that instances starting together seed it once.
 */
@Injectable()
export class DemoForumSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly accounts: AccountSeeder,
    private readonly dataSource: DataSource,
    private readonly watches: ForumWatchesService,
    private readonly rewards: RewardsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const demo = this.accounts.demoAccounts();
    if (demo.length === 0) return;
    const ids: { id: number; role: string }[] = await this.dataSource.query('SELECT id, role FROM users WHERE email = ANY($1)', [demo.map((account) => account.email)]);
    const admin = ids.find((user) => user.role === 'admin')?.id;
    const member = ids.find((user) => user.role !== 'admin')?.id;
    if (!admin || !member) return;
    const seeded = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('forum.demo-topics'))`);
      const [{ any }] = await manager.query<{ any: boolean }[]>('SELECT EXISTS (SELECT 1 FROM forum_topics) AS any');
      if (any) return false;
      const author = ({ byAdmin }: { byAdmin: boolean }) => (byAdmin ? admin : member);
      const now = Date.now();
      for (const [index, topic] of DEMO_TOPICS.entries()) {
        const at = new Date(now - (DEMO_TOPICS.length - index) * 30 * HOUR);
        const [{ id }] = await manager.query<{ id: number }[]>(
          'INSERT INTO forum_topics (user_id, title, body, body_html, excerpt, category, tags, status, is_pinned, is_locked, is_demo, search_text, created_at, last_activity_at) ' +
            `VALUES ($1, $2, $3, $4, $5, $6, $7, 'published', $8, $9, true, $10, $11, $11) RETURNING id`,
          [
            author(topic),
            topic.title,
            topic.body,
            renderPost(topic.body, true),
            excerptOf(topic.body),
            topic.category,
            topic.tags,
            !!topic.pinned,
            !!topic.locked,
            searchTextOf(topic.title, topic.body, topic.tags),
            at,
          ],
        );
        await this.watches.watch(manager, author(topic), id);
        let replied = at.getTime();
        for (const reply of topic.replies) {
          replied += 2 * HOUR;
          const parent = await this.reply(manager, id, null, author(reply), reply, new Date(replied));
          if (reply.helpful) {
            await manager.query('UPDATE forum_replies SET is_helpful = true WHERE id = $1', [parent]);
            await this.rewards.award(manager, author(reply), HELPFUL_REPLY_POINTS, 'helpful_reply', { type: 'forum_reply', id: parent });
          }
          for (const answer of reply.answers ?? []) {
            replied += HOUR;
            await this.reply(manager, id, parent, author(answer), answer, new Date(replied));
          }
        }
        await recount(manager, id);
      }
      return true;
    });
    if (seeded) this.logger.log(`${DEMO_TOPICS.length} demo forum topics created.`);
  }

  private async reply(manager: EntityManager, topicId: number, parentId: number | null, userId: number, { body }: DemoAnswer, at: Date): Promise<number> {
    // Announced to no one: watchers_mailed_at is set.
    const [{ id }] = await manager.query<{ id: number }[]>(
      `INSERT INTO forum_replies (user_id, topic_id, parent_id, body, body_html, status, is_demo, created_at, watchers_mailed_at) VALUES ($1, $2, $3, $4, $5, 'published', true, $6, $6) RETURNING id`,
      [userId, topicId, parentId, body, renderPost(body, true), at],
    );
    return id;
  }
}
