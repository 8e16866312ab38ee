import type { ForumCategory } from '../reference/forum-categories.js';
import type { ForumReportReason } from '../reference/forum-reports.js';
import type { Id, IsoDateString } from './scalars.js';

/**
 * The forum (docs/architecture.md §3: posts are Markdown with HTML off).
 *
 * Public (reads depend on the reader: own waiting posts, New marks, likes; never cached):
 *   GET /api/forum/topics?q&category&sort=activity|newest|replies|views&page&pageSize → ForumTopicSummary[] + X-Total-Count
 *       pinned first; q is Arabic-normalised, case-insensitive, every word in the title, body or tags.
 *   GET /api/forum/topics/:id          → ForumTopicDetail (a view counts once per visitor and day; marks it read for the reader)
 *   GET /api/forum/topics/:id/replies?page&pageSize → ForumReply[] (a page of top-level replies, oldest first, each with its answers) + X-Total-Count
 *   GET /api/forum/unwatch?token       → an HTML page: no more mail for that topic (404 for a token no watch has)
 * Signed in (401 UNAUTHENTICATED otherwise; CSRF header as for every write):
 *   POST   /api/forum/topics {ForumTopicPayload}          → 201 ForumTopicDetail ('pending' for a new member's first posts;
 *          429 TOPIC_DAILY_LIMIT: a new member opens 3 a day; 429 TOO_MANY_REQUESTS: anyone, 5 an hour)
 *   PATCH  /api/forum/topics/:id {title?, body?, category?, tags?} → ForumTopicDetail (own within 15 minutes, or a moderator;
 *          403 FORBIDDEN for another's, 403 EDIT_WINDOW_CLOSED after)
 *   DELETE /api/forum/topics/:id                          → 204 (own, or a moderator; soft; 403 FORBIDDEN for another's)
 *   POST   /api/forum/topics/:id/replies {ForumReplyPayload} → 201 ForumReply (409 TOPIC_LOCKED; 429 TOO_MANY_REQUESTS: 20 in 10 minutes)
 *   PATCH  /api/forum/replies/:id {body}                  → ForumReply (own within 15 minutes, or a moderator: else 403 EDIT_WINDOW_CLOSED / FORBIDDEN)
 *   DELETE /api/forum/replies/:id                         → 204 (own, or a moderator; soft; its answers go with it)
 *   PUT|DELETE /api/forum/{topics|replies}/:id/like       → 204, idempotent
 *   PUT    /api/forum/replies/:id/helpful                 → 204 (the topic's author, not on their own reply; +25 points to the reply's author, once)
 *   POST   /api/forum/{topics|replies}/:id/report {ForumReportPayload} → 204 (409 ALREADY_REPORTED the second time)
 *   PUT|DELETE /api/forum/topics/:id/watch                → 204 (a topic's author watches it from the start)
 *   GET    /api/user/points?page&pageSize                 → PointsEntry[] + X-Total-Count (newest first)
 * Moderators (admins; 403 FORBIDDEN for others):
 *   PUT /api/forum/topics/:id/pin {value: boolean}, PUT /api/forum/topics/:id/lock {value: boolean}
 *   PUT /api/forum/topics/:id/category {category}, PUT /api/forum/{topics|replies}/:id/hidden {hidden: boolean} → 204
 *   GET /api/admin/forum/reports?page&pageSize → ForumReport[] + X-Total-Count (open first)
 *   PUT /api/admin/forum/reports/:id {resolution: 'dismissed'|'hidden'} → 204 (settles every open report of that post)
 *   GET /api/admin/forum/pending?page&pageSize → ForumPendingPost[] + X-Total-Count (oldest first)
 *   PUT /api/admin/forum/pending/{topics|replies}/:id {approve: boolean} → 204 (a refused post is deleted)
 *
 * Quoting is the front end's: it starts the answer with the quoted post as a Markdown blockquote
 * (the server takes no quoteId). Watchers other than the replier get a mail per published reply,
 * if their notification choices take `messages`.
 */
export type ForumPostStatus = 'pending' | 'published' | 'hidden';

/**
 * The author labels, derived on the server: admin → moderator, verified legal advisor →
 * expert, premium plan → premium, account younger than 14 days → new_member (first that applies).
 * professional and verified_builder have no check behind them yet: never given for now.
 */
export type ForumAuthorBadge = 'moderator' | 'expert' | 'professional' | 'premium' | 'verified_builder' | 'new_member';

export interface ForumAuthor {
  id: Id;
  /** First name and the last name's initial. */
  displayName: string;
  avatar: string | null;
  badge: ForumAuthorBadge | null;
}

export interface ForumTopicSummary {
  id: Id;
  title: string;
  /** The body's first words, as plain text. */
  excerpt: string;
  category: ForumCategory;
  /** Up to 5; a list shows the first 3. */
  tags: string[];
  author: ForumAuthor;
  createdAt: IsoDateString;
  lastActivityAt: IsoDateString;
  replyCount: number;
  viewCount: number;
  likeCount: number;
  isPinned: boolean;
  isLocked: boolean;
  /** Replies since the reader last opened it (always false for a visitor). */
  hasNewReplies: boolean;
  status: ForumPostStatus;
  isDemo: boolean;
}

export interface ForumTopicDetail extends ForumTopicSummary {
  /** The Markdown as written, for editing. */
  body: string;
  /** Rendered on the server, HTML off. */
  bodyHtml: string;
  editedAt: IsoDateString | null;
  likedByMe: boolean;
  isWatching: boolean;
  canEdit: boolean;
}

export interface ForumReply {
  id: Id;
  topicId: Id;
  /** The reply this one answers; replies nest two levels deep. */
  parentId: Id | null;
  author: ForumAuthor;
  body: string;
  bodyHtml: string;
  createdAt: IsoDateString;
  editedAt: IsoDateString | null;
  likeCount: number;
  likedByMe: boolean;
  isHelpful: boolean;
  canEdit: boolean;
  status: ForumPostStatus;
  children: ForumReply[];
}

export interface ForumTopicPayload {
  title: string;
  body: string;
  category: ForumCategory;
  tags: string[];
}

export interface ForumReplyPayload {
  body: string;
  /** The reply answered; an answer to an answer is filed under the same first-level reply. */
  parentId?: Id;
}

export interface ForumReportPayload {
  reason: ForumReportReason;
  details?: string;
}

export interface ForumReport {
  id: Id;
  kind: 'topic' | 'reply';
  postId: Id;
  topicId: Id;
  excerpt: string;
  reason: ForumReportReason;
  details: string | null;
  reporterName: string;
  status: 'open' | 'dismissed' | 'hidden';
  createdAt: IsoDateString;
}

export interface ForumPendingPost {
  kind: 'topic' | 'reply';
  id: Id;
  topicId: Id;
  title: string;
  excerpt: string;
  author: ForumAuthor;
  createdAt: IsoDateString;
}

/** One line of the reward points ledger. */
export interface PointsEntry {
  id: Id;
  points: number;
  /** Spending is a negative line (featuring a listing). */
  reason: 'helpful_reply' | 'listing_published' | 'rating' | 'plan_payment' | 'first_listing_photos' | 'listing_boost';
  createdAt: IsoDateString;
}
