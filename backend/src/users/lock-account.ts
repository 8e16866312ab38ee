import type { EntityManager } from 'typeorm';

/**
 * In a transaction: the account's row locked until it ends, so that two requests of one account
 * that check a limit and then write (plan places, drafts, favourites, uploads, topics a day)
 * take turns instead of both passing the check.
 */
export async function lockAccount(manager: EntityManager, userId: number): Promise<void> {
  await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}
