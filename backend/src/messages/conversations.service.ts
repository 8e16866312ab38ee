import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { MESSAGES_PER_PAGE, type ConversationDetail, type ConversationListing, type ConversationMessage, type ConversationSummary, type UnreadMessages } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { db, pageOf, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { detailJson, messageJson, partyTo, summaryJson, unreadBy } from './conversation-sql.js';
import { conversationNotFound } from './message-errors.js';

/** A party's conversations and their messages; nobody else reads them (404, as for a conversation that is not there). */
@Injectable()
export class ConversationsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first; `propertyId` keeps one listing's (an owner's filter). */
  async page(reader: number, propertyId: number | undefined, limit: number, offset: number): Promise<{ items: ConversationSummary[]; total: number }> {
    const listed = propertyId === undefined ? partyTo(reader) : partyTo(reader).where('c.property_id', '=', propertyId);
    return pageOf(
      this.dataSource,
      listed
        .leftJoin('users as s', 's.id', 'c.seeker_id')
        .leftJoin('users as o', 'o.id', 'c.owner_id')
        .select(summaryJson(reader).as('body'))
        .orderBy('c.last_message_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset),
      listed.select(total()),
    );
  }

  /** The listings the reader's conversations as an owner are about, as they were quoted: the inbox's filter. */
  async listings(reader: number): Promise<ConversationListing[]> {
    const rows = await rowsOf(
      this.dataSource,
      db
        .selectFrom('conversations as c')
        .select(sql<ConversationListing>`(array_agg(c.listing ORDER BY c.last_message_at DESC))[1]`.as('listing'))
        .where('c.owner_id', '=', reader)
        .where('c.property_id', 'is not', null)
        .groupBy('c.property_id')
        .orderBy(sql`max(c.last_message_at)`, 'desc')
        .limit(200),
    );
    return rows.map((row) => row.listing);
  }

  async unread(reader: number): Promise<UnreadMessages> {
    return rowOf(
      this.dataSource,
      partyTo(reader)
        .where(unreadBy(reader))
        .select(sql<number>`count(*)::int`.as('count')),
    );
  }

  /** The conversation as its reader sees it, marked read by them now. */
  async open(id: number, reader: number): Promise<ConversationDetail> {
    const marked = await rowsOf(
      this.dataSource,
      db
        .updateTable('conversations as c')
        .set({
          seeker_read_at: sql<Date>`CASE WHEN c.seeker_id = ${reader} THEN now() ELSE c.seeker_read_at END`,
          owner_read_at: sql<Date>`CASE WHEN c.owner_id = ${reader} THEN now() ELSE c.owner_read_at END`,
        })
        .where('c.id', '=', id)
        .where((eb) => eb.or([eb('c.seeker_id', '=', reader), eb('c.owner_id', '=', reader)]))
        .returning('c.id'),
    );
    if (marked.length === 0) throw conversationNotFound();
    return this.read(id, reader);
  }

  async read(id: number, reader: number): Promise<ConversationDetail> {
    const [row] = await rowsOf(
      this.dataSource,
      partyTo(reader).leftJoin('users as s', 's.id', 'c.seeker_id').leftJoin('users as o', 'o.id', 'c.owner_id').select(detailJson(reader).as('body')).where('c.id', '=', id),
    );
    if (!row) throw conversationNotFound();
    return row.body;
  }

  /** Newest first, older than the message `before` when given. */
  async messages(id: number, reader: number, before: number | undefined, limit = MESSAGES_PER_PAGE): Promise<ConversationMessage[]> {
    await this.assertParty(id, reader);
    let page = db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .leftJoin('users as w', 'w.id', 'm.sender_id')
      .select(messageJson(reader).as('body'))
      .where('m.conversation_id', '=', id)
      .orderBy('m.id', 'desc')
      .limit(limit);
    if (before !== undefined) page = page.where('m.id', '<', before);
    const rows = await rowsOf(this.dataSource, page);
    return rows.map((row) => row.body);
  }

  async assertParty(id: number, reader: number): Promise<void> {
    const [row] = await rowsOf(this.dataSource, partyTo(reader).select('c.id').where('c.id', '=', id));
    if (!row) throw conversationNotFound();
  }
}
