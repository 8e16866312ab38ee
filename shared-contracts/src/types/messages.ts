import type { Commune } from '../reference/communes.js';
import type { PriceUnit } from '../reference/price-units.js';
import type { Purpose } from '../reference/purposes.js';
import type { Id, IsoDateString } from './scalars.js';

/**
 * Messages between a seeker and a listing's owner (docs/architecture.md §9). Only the
 * two parties ever read a conversation: anyone else, an admin included, gets 404 NOT_FOUND;
 * moderators read a conversation's messages only once one party has reported it.
 *
 * Signed in (401 UNAUTHENTICATED otherwise; CSRF header as for every write):
 *   POST /api/conversations {NewConversationPayload} → 201 ConversationDetail: one conversation per listing
 *        and seeker, so a second call adds the message to the same one. 404 NOT_FOUND for a listing
 *        that is not public, 403 OWN_LISTING for one's own, 403 MESSAGES_BLOCKED after a block,
 *        429 CONVERSATION_DAILY_LIMIT (a new member starts 5 a day), 409 DUPLICATE_MESSAGE (the
 *        same text as one of the sender's last 10 in other conversations), 429 TOO_MANY_REQUESTS.
 *   GET  /api/conversations?page&pageSize&propertyId → ConversationSummary[] + X-Total-Count, newest first
 *   GET  /api/conversations/listings → ConversationListing[]: the owner's listings that have conversations (the filter)
 *   GET  /api/conversations/unread → UnreadMessages (cheap: polled by the shell)
 *   GET  /api/conversations/:id → ConversationDetail (marks it read by the reader)
 *   GET  /api/conversations/:id/messages?before&limit → ConversationMessage[], newest first, ids below `before`
 *   POST /api/conversations/:id/messages {MessagePayload} → 201 ConversationMessage (403 MESSAGES_BLOCKED,
 *        403 CONVERSATION_CLOSED, 409 DUPLICATE_MESSAGE, 429 TOO_MANY_REQUESTS)
 *   PUT|DELETE /api/conversations/:id/block → 204: no further messages either way while it stands
 *   POST /api/conversations/:id/report {ConversationReportPayload} → 204 (409 ALREADY_REPORTED the second time)
 * Moderators (403 FORBIDDEN for others):
 *   GET /api/admin/conversation-reports?page&pageSize → ConversationReport[] + X-Total-Count (open first)
 *   PUT /api/admin/conversation-reports/:id {ConversationReportResolution} → 204
 * Anyone who is a person (403 FORBIDDEN for a crawler):
 *   POST /api/properties/:id/phone → OwnerPhone, counted as a "phone" lead; 404 NOT_FOUND when the
 *        owner takes messages only or left no number; 429 TOO_MANY_REQUESTS past the day's reveals
 *        per visitor and per address.
 */

/** Polled by the shell for the account menu's count; the account area asks it again once a conversation is read (one SWR key). */
export const UNREAD_MESSAGES_URL = '/api/conversations/unread';
/** The inbox (the account area's page), and one conversation in it. */
export const MESSAGES_PATH = '/dashboard/messages';
export const conversationPath = (id: Id): string => `${MESSAGES_PATH}/${id}`;

/** How an owner may be reached from a listing: the number (revealed on a click) and messages, or messages only. */
export const CONTACT_MODES = ['phone_and_messages', 'messages_only'] as const;
export type ContactMode = (typeof CONTACT_MODES)[number];

export const MESSAGE_MAX_LENGTH = 2_000;
/** Photos one message may carry (uploaded as a listing's: POST /api/uploads). */
export const MESSAGE_MAX_PHOTOS = 4;
/** Conversations a new member (NEW_MEMBER_DAYS) may start in a day. */
export const NEW_MEMBER_CONVERSATIONS_PER_DAY = 5;
/** A message the same as one of the sender's last this many in other conversations is refused. */
export const DUPLICATE_MESSAGE_WINDOW = 10;
/** Messages a conversation page loads at a time. */
export const MESSAGES_PER_PAGE = 30;
/** At most one mail per conversation in this many hours while its messages are unread. */
export const MESSAGE_MAIL_HOURS = 1;
/** A conversation with no message for this long is deleted (the privacy page says so). */
export const CONVERSATION_KEPT_MONTHS = 24;
/** Numbers a visitor, and an address, may reveal in a day. */
export const PHONE_REVEALS_PER_VISITOR = 10;
export const PHONE_REVEALS_PER_ADDRESS = 40;

/** Why a party reports a conversation to the moderators. */
export const CONVERSATION_REPORT_REASONS = ['spam', 'scam', 'abuse', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];

/** The listing as it was when the conversation started: shown even once it is sold or deleted. */
export interface ConversationListing {
  id: Id;
  title: string;
  titleEn: string | null;
  price: string;
  priceUnit: PriceUnit;
  priceType: Purpose;
  commune: Commune | null;
  /** The first photo's thumbnail, or null. */
  thumbnail: string | null;
}

export interface ConversationSummary {
  id: Id;
  listing: ConversationListing;
  /** Whether the listing is still public (false once sold, paused or deleted). */
  listingAvailable: boolean;
  /** The reader's role in it: the owner of the listing, or the seeker who wrote. */
  role: 'owner' | 'seeker';
  /** The other party's first name; null once their account is deleted. */
  otherName: string | null;
  /** The last message's first words; null when its text was deleted with its sender's account. */
  lastMessage: string | null;
  lastMessageAt: IsoDateString;
  /** The last message came from the other party after the reader last opened the conversation. */
  unread: boolean;
}

export interface ConversationDetail extends ConversationSummary {
  /** The reader blocked the other party. */
  blockedByMe: boolean;
  /** The other party blocked the reader. */
  blockedMe: boolean;
  /** Closed by a moderator after a report: readable, no new messages. */
  closed: boolean;
  /** The reader has reported it. */
  reportedByMe: boolean;
}

export interface ConversationMessage {
  id: Id;
  /** Written by the reader. */
  mine: boolean;
  /** Plain text; null when it was deleted with its sender's account. */
  body: string | null;
  /** Display urls of its photos (thumbnails by thumbnailOf). */
  images: string[];
  /** Links are shown as text until the sender is past the new-member days. */
  linksClickable: boolean;
  createdAt: IsoDateString;
  /** The receiver opened the conversation after it was sent (shown on the reader's own messages). */
  read: boolean;
}

export interface MessagePayload {
  body: string;
  images?: string[];
}

export interface NewConversationPayload extends MessagePayload {
  propertyId: Id;
}

export interface UnreadMessages {
  /** Conversations with a message the reader has not seen. */
  count: number;
}

export interface ConversationReportPayload {
  reason: ConversationReportReason;
  details?: string;
}

/** A report for the moderators, with the messages of the conversation reported (the last 50). */
export interface ConversationReport {
  id: Id;
  conversationId: Id;
  reason: ConversationReportReason;
  details: string | null;
  reporterName: string;
  reportedName: string | null;
  status: 'open' | 'dismissed' | 'closed';
  createdAt: IsoDateString;
  listing: ConversationListing;
  messages: { id: Id; fromReporter: boolean; body: string | null; images: string[]; createdAt: IsoDateString }[];
}

/** Dismissed, or the conversation closed for both parties (a moderator may then suspend an account as for any abuse). */
export interface ConversationReportResolution {
  resolution: 'dismissed' | 'closed';
}

export interface OwnerPhone {
  phone: string;
}
