import { sql, type RawBuilder } from 'kysely';
import { type ConversationDetail, type ConversationMessage, type ConversationSummary } from 'shared-contracts';
import { iso } from '../common/sql/json-text.js';
import { db, fragment } from '../common/sql/kysely.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';
import { newMemberSql } from '../users/new-member-sql.js';

/**
 * The JSON of conversations and messages, built in SQL, each typed against its contract so that
 * no field is forgotten. Aliases: `c` conversations, `s` the seeker's account, `o` the owner's
 * (both left-joined: a deleted account leaves NULL), `m` messages with their sender `w`.
 */

/** The reader's own columns of the conversation `c`: a seeker and an owner each keep their read mark and mail mark. */
export const mine = (reader: number) => ({
  isSeeker: sql<boolean>`(c.seeker_id = ${reader})`,
  readAt: sql<Date | null>`CASE WHEN c.seeker_id = ${reader} THEN c.seeker_read_at ELSE c.owner_read_at END`,
  otherReadAt: sql<Date | null>`CASE WHEN c.seeker_id = ${reader} THEN c.owner_read_at ELSE c.seeker_read_at END`,
  otherId: sql<number | null>`CASE WHEN c.seeker_id = ${reader} THEN c.owner_id ELSE c.seeker_id END`,
});

/** The conversations a reader is a party to: the one rule of who reads a conversation. */
export const partyTo = (reader: number) => db.selectFrom('conversations as c').where((eb) => eb.or([eb('c.seeker_id', '=', reader), eb('c.owner_id', '=', reader)]));

const unread = (reader: number) => {
  const { readAt } = mine(reader);
  return sql<boolean>`(c.last_sender_id IS DISTINCT FROM ${reader} AND c.last_sender_id IS NOT NULL AND (${readAt} IS NULL OR ${readAt} < c.last_message_at))`;
};

/** The unread mark of a reader's conversations, for the shell's count. */
export const unreadBy = unread;

const SUMMARY: { [K in keyof ConversationSummary]-?: (reader: number) => RawBuilder<unknown> } = {
  id: () => sql`c.id`,
  listing: () => sql`c.listing`,
  listingAvailable: () => sql`EXISTS (SELECT 1 FROM properties p WHERE p.id = c.property_id AND ${fragment(PUBLIC_LISTING_SQL)})`,
  role: (reader) => sql`CASE WHEN c.seeker_id = ${reader} THEN 'seeker' ELSE 'owner' END`,
  otherName: (reader) => sql`CASE WHEN c.seeker_id = ${reader} THEN o.first_name ELSE s.first_name END`,
  lastMessage: () => sql`c.last_message`,
  lastMessageAt: () => fragment(iso('c.last_message_at')),
  unread,
};

const DETAIL: { [K in Exclude<keyof ConversationDetail, keyof ConversationSummary>]-?: (reader: number) => RawBuilder<unknown> } = {
  blockedByMe: (reader) => sql`EXISTS (SELECT 1 FROM message_blocks b WHERE b.blocker_id = ${reader} AND b.blocked_id = ${mine(reader).otherId})`,
  blockedMe: (reader) => sql`EXISTS (SELECT 1 FROM message_blocks b WHERE b.blocked_id = ${reader} AND b.blocker_id = ${mine(reader).otherId})`,
  closed: () => sql`(c.closed_at IS NOT NULL)`,
  reportedByMe: (reader) => sql`EXISTS (SELECT 1 FROM conversation_reports r WHERE r.conversation_id = c.id AND r.user_id = ${reader})`,
};

const objectOf = <T>(fields: Record<string, (reader: number) => RawBuilder<unknown>>, reader: number): RawBuilder<T> =>
  sql<T>`json_build_object(${sql.join(Object.entries(fields).map(([key, value]) => sql`${sql.lit(key)}, ${value(reader)}`))})`;

export const summaryJson = (reader: number) => objectOf<ConversationSummary>(SUMMARY, reader);
export const detailJson = (reader: number) => objectOf<ConversationDetail>({ ...SUMMARY, ...DETAIL }, reader);

/** The sender `w` of the message `m` is no new member: their links are made clickable. */
const SENDER_TRUSTED = `(w.id IS NOT NULL AND NOT ${newMemberSql('w')})`;

const MESSAGE: { [K in keyof ConversationMessage]-?: (reader: number) => RawBuilder<unknown> } = {
  id: () => sql`m.id`,
  mine: (reader) => sql`(m.sender_id IS NOT DISTINCT FROM ${reader})`,
  body: () => sql`m.body`,
  images: () => sql`m.images`,
  linksClickable: () => fragment(SENDER_TRUSTED),
  createdAt: () => fragment(iso('m.created_at')),
  // The other's messages count as read by the reader, who is reading them.
  read: (reader) => sql`(m.sender_id IS DISTINCT FROM ${reader} OR coalesce(${mine(reader).otherReadAt} >= m.created_at, false))`,
};

export const messageJson = (reader: number) => objectOf<ConversationMessage>(MESSAGE, reader);
