import type { EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';

/**
 * In a transaction: the account's row locked until it ends, so that two requests of one account
 * that check a limit and then write (plan places, drafts, favourites, uploads, topics a day)
 * take turns instead of both passing the check.
 */
export async function lockAccount(manager: EntityManager, userId: number): Promise<void> {
  await rowsOf(manager, db.selectFrom('users').select('id').where('id', '=', userId).forUpdate());
}
