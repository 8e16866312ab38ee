import type { EntityManager } from 'typeorm';

/**
 * The reader has seen the topic as it is now: replies after this are New to them (their own
 * reply too marks it read, in the same transaction, so it is never New to its writer).
 */
export async function markRead(manager: EntityManager, userId: number, topicId: number): Promise<void> {
  await manager.query('INSERT INTO forum_reads (user_id, topic_id, read_at) VALUES ($1, $2, now()) ON CONFLICT (user_id, topic_id) DO UPDATE SET read_at = now()', [
    userId,
    topicId,
  ]);
}
