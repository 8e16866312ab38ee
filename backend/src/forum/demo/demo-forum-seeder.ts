import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { sql } from 'kysely';
import { HELPFUL_REPLY_POINTS } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountSeeder } from '../../auth/account-seeder.js';
import { db, rowOf, rowsOf } from '../../common/sql/kysely.js';
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
    const emails = demo.map((account) => account.email);
    const ids = await rowsOf(this.dataSource, db.selectFrom('users').select(['id', 'role']).where('email', 'in', emails));
    const admin = ids.find((user) => user.role === 'admin')?.id;
    const member = ids.find((user) => user.role !== 'admin')?.id;
    if (!admin || !member) return;
    const seeded = await this.dataSource.transaction(async (manager) => {
      await rowsOf(manager, db.selectNoFrom(sql<void>`pg_advisory_xact_lock(hashtext('forum.demo-topics'))`.as('locked')));
      const { any } = await rowOf(
        manager,
        db.selectNoFrom((eb) => eb.exists(eb.selectFrom('forum_topics').select('id')).as('any')),
      );
      if (any) return false;
      const author = ({ byAdmin }: { byAdmin: boolean }) => (byAdmin ? admin : member);
      const now = Date.now();
      for (const [index, topic] of DEMO_TOPICS.entries()) {
        const at = new Date(now - (DEMO_TOPICS.length - index) * 30 * HOUR);
        const { id } = await rowOf(
          manager,
          db
            .insertInto('forum_topics')
            .values({
              user_id: author(topic),
              title: topic.title,
              body: topic.body,
              body_html: renderPost(topic.body, true),
              excerpt: excerptOf(topic.body),
              category: topic.category,
              tags: topic.tags,
              status: 'published',
              is_pinned: !!topic.pinned,
              is_locked: !!topic.locked,
              is_demo: true,
              search_text: searchTextOf(topic.title, topic.body, topic.tags),
              created_at: at,
              last_activity_at: at,
            })
            .returning('id'),
        );
        await this.watches.watch(manager, author(topic), id);
        let replied = at.getTime();
        for (const reply of topic.replies) {
          replied += 2 * HOUR;
          const parent = await this.reply(manager, id, null, author(reply), reply, new Date(replied));
          if (reply.helpful) {
            await rowsOf(manager, db.updateTable('forum_replies').set({ is_helpful: true }).where('id', '=', parent));
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
    const { id } = await rowOf(
      manager,
      db
        .insertInto('forum_replies')
        .values({
          user_id: userId,
          topic_id: topicId,
          parent_id: parentId,
          body,
          body_html: renderPost(body, true),
          status: 'published',
          is_demo: true,
          created_at: at,
          watchers_mailed_at: at,
        })
        .returning('id'),
    );
    return id;
  }
}
