import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toUser } from '../../users/to-user.js';
import type { UserEntity } from '../../users/user.entity.js';

// Secrets that only serve links already mailed: not the member's data, and a risk in a file.
const SECRETS = `ARRAY['token', 'confirm_token', 'unsubscribe_token', 'password_hash', 'totp_secret']`;

/** Each part of the export: a table, and which of its rows are the member's (`$1` the id, `$2` the email). */
const PARTS: Record<string, { table: string; where: string }> = {
  listings: { table: 'properties', where: 'user_id = $1' },
  listingDrafts: { table: 'listing_drafts', where: 'user_id = $1' },
  photos: { table: 'uploads', where: 'user_id = $1' },
  favorites: { table: 'favorites', where: 'user_id = $1' },
  savedSearches: { table: 'saved_searches', where: 'user_id = $1' },
  blogPosts: { table: 'blog_posts', where: 'author_id = $1' },
  blogComments: { table: 'blog_comments', where: 'user_id = $1' },
  forumTopics: { table: 'forum_topics', where: 'user_id = $1' },
  forumReplies: { table: 'forum_replies', where: 'user_id = $1' },
  forumLikes: { table: 'forum_likes', where: 'user_id = $1' },
  forumReports: { table: 'forum_reports', where: 'user_id = $1' },
  listingReports: { table: 'listing_reports', where: 'user_id = $1' },
  forumWatches: { table: 'forum_watches', where: 'user_id = $1' },
  advisorProfile: { table: 'legal_advisors', where: 'user_id = $1' },
  consultations: { table: 'advisor_requests', where: 'requester_id = $1' },
  payments: { table: 'payment_requests', where: 'user_id = $1' },
  rewardPoints: { table: 'points_ledger', where: 'user_id = $1' },
  suggestions: { table: 'suggestions', where: 'user_id = $1' },
  contactMessages: { table: 'contact_messages', where: 'lower(email) = lower($2)' },
  supportRequests: { table: 'support_requests', where: 'lower(email) = lower($2)' },
  newsletter: { table: 'newsletter_subscribers', where: 'lower(email) = lower($2)' },
};

const EXPORT_SQL = `SELECT json_build_object(${Object.entries(PARTS)
  .map(([name, { table, where }]) => `'${name}', (SELECT coalesce(json_agg(to_jsonb(t) - ${SECRETS} ORDER BY t), '[]') FROM ${table} t WHERE ${where})`)
  .join(', ')}) AS parts`;

/**
 * Everything the site keeps about a member, as one JSON file (law 18-07's right of access):
 * the account, what they published, sent and saved. Receipts' files and photos' bytes are
 * named, not included (each is downloadable on its own).
 */
@Injectable()
export class DataExportService {
  constructor(private readonly dataSource: DataSource) {}

  async export(user: UserEntity): Promise<Record<string, unknown>> {
    const [{ parts }] = await this.dataSource.query<{ parts: Record<string, unknown> }[]>(EXPORT_SQL, [user.id, user.email]);
    return { exportedAt: new Date().toISOString(), account: toUser(user), ...parts };
  }
}
