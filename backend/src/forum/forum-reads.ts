import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';

/**
 * The reader has seen the topic as it is now: replies after this are New to them (their own
 * reply too marks it read, in the same transaction, so it is never New to its writer).
 */
export async function markRead(manager: EntityManager, userId: number, topicId: number): Promise<void> {
  await rowsOf(
    manager,
    db
      .insertInto('forum_reads')
      .values({ user_id: userId, topic_id: topicId, read_at: sql<Date>`now()` })
      .onConflict((conflict) => conflict.columns(['user_id', 'topic_id']).doUpdateSet({ read_at: sql<Date>`now()` })),
  );
}
