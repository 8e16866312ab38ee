import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DUPLICATE_MESSAGE_WINDOW, NEW_MEMBER_CONVERSATIONS_PER_DAY, isNewMember, thumbnailOf, type ConversationListing, type MessagePayload } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { db, fragment, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { ListingEventsService } from '../listing-analytics/listing-events.service.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { lockAccount } from '../users/lock-account.js';
import type { UserRow } from '../users/user-row.js';
import { blockedBetween } from './message-blocks.service.js';
import { conversationClosed, conversationDailyLimit, conversationNotFound, duplicateMessage, listingNotFound, messagesBlocked, ownListing } from './message-errors.js';
import { MessageMailsJob } from './message-mails.job.js';

/** What the inbox shows of a message: its first words on one line. */
const excerptOf = (body: string): string => body.replace(/\s+/g, ' ').slice(0, 140);

/** The same text as another, whatever its spacing and case: what copy-paste spam is. */
const sameText = (body: string): string => body.replace(/\s+/g, ' ').trim().toLowerCase();

/** A listing as the first message quotes it, kept with the conversation. */
const listingOf = (row: { id: number; title: string; title_en: string | null; price: string; price_unit: string; price_type: string; commune: string | null; images: unknown }) =>
  ({
    id: row.id,
    title: row.title,
    titleEn: row.title_en,
    price: row.price,
    priceUnit: row.price_unit,
    priceType: row.price_type,
    commune: row.commune,
    thumbnail: Array.isArray(row.images) && typeof row.images[0] === 'string' ? thumbnailOf(row.images[0]) : null,
  }) as ConversationListing;

/** Starting a conversation from a listing, and writing in one: the limits, blocks and the receiver's mail. */
@Injectable()
export class MessageWritesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly leads: ListingEventsService,
    private readonly mails: MessageMailsJob,
  ) {}

  /** The seeker's conversation about a public listing, started now (a lead for its owner) or continued. Its id. */
  async start(propertyId: number, message: MessagePayload, seeker: UserRow): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // One start at a time per seeker: the day's count and the one-per-listing rule cannot be raced past.
      await lockAccount(manager, seeker.id);
      const [listing] = await rowsOf(
        manager,
        db
          .selectFrom('properties as p')
          .select(['p.id', 'p.user_id', 'p.title', 'p.title_en', sql<string>`p.price::text`.as('price'), 'p.price_unit', 'p.price_type', 'p.commune', 'p.images'])
          .where('p.id', '=', propertyId)
          .where(fragment<boolean>(PUBLIC_LISTING_SQL)),
      );
      if (!listing) throw listingNotFound();
      if (listing.user_id === seeker.id) throw ownListing();
      const [existing] = await rowsOf(manager, db.selectFrom('conversations').select('id').where('property_id', '=', propertyId).where('seeker_id', '=', seeker.id));
      if (existing) {
        await this.write(manager, existing.id, message, seeker);
        return existing.id;
      }
      if (await blockedBetween(manager, seeker.id, listing.user_id)) throw messagesBlocked();
      if (isNewMember(seeker)) {
        const { total: today } = await rowOf(
          manager,
          db
            .selectFrom('conversations')
            .select(total())
            .where('seeker_id', '=', seeker.id)
            .where('created_at', '>', sql<Date>`now() - interval '1 day'`),
        );
        if (today >= NEW_MEMBER_CONVERSATIONS_PER_DAY) throw conversationDailyLimit();
      }
      const { id } = await rowOf(
        manager,
        db
          .insertInto('conversations')
          .values({ property_id: propertyId, seeker_id: seeker.id, owner_id: listing.user_id, listing: JSON.stringify(listingOf(listing)) })
          .returning('id'),
      );
      await this.leads.recordLead(manager, propertyId, 'message');
      await this.write(manager, id, message, seeker);
      return id;
    });
  }

  /** A message in a conversation of the sender's. Its id. */
  async send(conversationId: number, message: MessagePayload, sender: UserRow): Promise<number> {
    return this.dataSource.transaction((manager) => this.write(manager, conversationId, message, sender));
  }

  private async write(manager: EntityManager, conversationId: number, { body, images = [] }: MessagePayload, sender: UserRow): Promise<number> {
    // Locked: two messages at once are ordered, and a block or a moderator's closing waits for this one.
    const [conversation] = await rowsOf(
      manager,
      db
        .selectFrom('conversations')
        .select(['id', 'seeker_id', 'owner_id', 'closed_at'])
        .where('id', '=', conversationId)
        .where((eb) => eb.or([eb('seeker_id', '=', sender.id), eb('owner_id', '=', sender.id)]))
        .forUpdate(),
    );
    if (!conversation) throw conversationNotFound();
    const receiver = conversation.seeker_id === sender.id ? conversation.owner_id : conversation.seeker_id;
    // A deleted account takes no message: the conversation stays readable, as a closed one.
    if (conversation.closed_at !== null || receiver === null) throw conversationClosed();
    if (await blockedBetween(manager, sender.id, receiver)) throw messagesBlocked();
    await this.assertNotCopied(manager, conversationId, body, sender.id);
    await this.uploads.attach(manager, sender.id, images);
    const { id, created_at } = await rowOf(
      manager,
      db
        .insertInto('messages')
        .values({ conversation_id: conversationId, sender_id: sender.id, body, images: JSON.stringify(images) })
        .returning(['id', 'created_at']),
    );
    const readBySender = conversation.seeker_id === sender.id ? { seeker_read_at: created_at } : { owner_read_at: created_at };
    await rowsOf(
      manager,
      db
        .updateTable('conversations')
        .set({ last_message_at: created_at, last_sender_id: sender.id, last_message: excerptOf(body), ...readBySender })
        .where('id', '=', conversationId),
    );
    await this.mails.announce(manager, id);
    return id;
  }

  /** 409 DUPLICATE_MESSAGE when the text is one of the sender's last messages in their other conversations. */
  private async assertNotCopied(manager: EntityManager, conversationId: number, body: string, senderId: number): Promise<void> {
    const recent = await rowsOf(
      manager,
      db
        .selectFrom('messages')
        .select('body')
        .where('sender_id', '=', senderId)
        .where('conversation_id', '<>', conversationId)
        .orderBy('id', 'desc')
        .limit(DUPLICATE_MESSAGE_WINDOW),
    );
    const text = sameText(body);
    if (recent.some((message) => message.body !== null && sameText(message.body) === text)) throw duplicateMessage();
  }
}
