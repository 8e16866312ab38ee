import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { partyTo } from './conversation-sql.js';
import { conversationNotFound } from './message-errors.js';

/** Whether either account blocked the other: no message goes either way then. */
export async function blockedBetween(manager: EntityManager, one: number, other: number): Promise<boolean> {
  const rows = await rowsOf(
    manager,
    db
      .selectFrom('message_blocks')
      .select('blocker_id')
      .where((eb) => eb.or([eb.and([eb('blocker_id', '=', one), eb('blocked_id', '=', other)]), eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', one)])]))
      .limit(1),
  );
  return rows.length > 0;
}

/** A party blocks the other from a conversation: every conversation between the two accounts is stopped, both ways. */
@Injectable()
export class MessageBlocksService {
  constructor(private readonly dataSource: DataSource) {}

  async set(conversationId: number, reader: number, blocked: boolean): Promise<void> {
    const other = await this.otherParty(conversationId, reader);
    if (other === null) return;
    if (blocked) {
      await rowsOf(
        this.dataSource,
        db
          .insertInto('message_blocks')
          .values({ blocker_id: reader, blocked_id: other })
          .onConflict((conflict) => conflict.doNothing()),
      );
    } else {
      await rowsOf(this.dataSource, db.deleteFrom('message_blocks').where('blocker_id', '=', reader).where('blocked_id', '=', other));
    }
  }

  /** The other party's id (null once their account is deleted); 404 unless the reader is a party. */
  private async otherParty(conversationId: number, reader: number): Promise<number | null> {
    const [row] = await rowsOf(this.dataSource, partyTo(reader).select(['c.seeker_id', 'c.owner_id']).where('c.id', '=', conversationId));
    if (!row) throw conversationNotFound();
    return row.seeker_id === reader ? row.owner_id : row.seeker_id;
  }
}
