import type { ForumCategory } from '../reference/forum-categories.js';
import type { ForumReportReason } from '../reference/forum-reports.js';
import type { Id, IsoDateString } from './scalars.js';

/**
 * The forum (SPEC §2 "Forum", §3; ARCHITECTURE §3: posts are Markdown with HTML off).
 *
 * Public:
 *   GET /api/forum/topics?q&category&sort=activity|newest|replies|views&page&pageSize → ForumTopicSummary[] + X-Total-Count (pinned first)
 *   GET /api/forum/topics/:id          → ForumTopicDetail (counts a view; marks it read for the reader)
 *   GET /api/forum/topics/:id/replies?page&pageSize → ForumReply[] (top-level replies, each with its answers) + X-Total-Count
 *   GET /api/forum/unwatch?token       → a page: no more mail for that topic
 * Signed in:
 *   POST   /api/forum/topics {ForumTopicPayload}          → ForumTopicDetail (201; 'pending' for a new member's first posts; 3 a day)
 *   PATCH  /api/forum/topics/:id {title?, body?, category?, tags?} → ForumTopicDetail (own within 15 minutes, or a moderator)
 *   DELETE /api/forum/topics/:id                          → 204 (own, or a moderator; soft)
 *   POST   /api/forum/topics/:id/replies {body, parentId?} → ForumReply (201; 409 TOPIC_LOCKED)
 *   PATCH  /api/forum/replies/:id {body}                  → ForumReply (own within 15 minutes: else 403 EDIT_WINDOW_CLOSED)
 *   DELETE /api/forum/replies/:id                         → 204
 *   PUT|DELETE /api/forum/{topics|replies}/:id/like       → 204, idempotent
 *   PUT    /api/forum/replies/:id/helpful                 → 204 (the topic's author; +25 points to the reply's author, once)
 *   POST   /api/forum/{topics|replies}/:id/report {reason, details?} → 204 (once per member and post)
 *   PUT|DELETE /api/forum/topics/:id/watch                → 204
 *   GET    /api/user/points?page&pageSize                 → PointsEntry[] + X-Total-Count
 * Moderators (admins):
 *   PUT /api/forum/topics/:id/pin|lock {value}, PUT /api/forum/topics/:id/category {category}, PUT /api/forum/topics/:id/hidden {hidden}
 *   PUT /api/forum/replies/:id/hidden {hidden}
 *   GET /api/admin/forum/reports?page&pageSize → ForumReport[];  PUT /api/admin/forum/reports/:id {resolution: 'dismissed'|'hidden'}
 *   GET /api/admin/forum/pending → ForumPendingPost[];  PUT /api/admin/forum/pending/{topics|replies}/:id {approve}
 */
export type ForumPostStatus = 'pending' | 'published' | 'hidden';

/** SPEC §2's author labels, from the author's role, plan, checks and age on the site. */
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
  reason: 'helpful_reply' | 'listing_published' | 'rating';
  createdAt: IsoDateString;
}
