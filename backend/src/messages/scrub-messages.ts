import type { EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';

/**
 * An account about to be deleted: its messages lose their text and photos (law 18-07), in the
 * deletion's transaction. The messages stay, their sender NULL once the account is gone, so that
 * the other party's conversation still reads in order, with "deleted" where they were.
 */
export async function scrubMessagesOf(manager: EntityManager, accountId: number): Promise<void> {
  await rowsOf(manager, db.updateTable('messages').set({ body: null, images: '[]' }).where('sender_id', '=', accountId));
  await rowsOf(manager, db.updateTable('conversations').set({ last_message: null }).where('last_sender_id', '=', accountId));
}
