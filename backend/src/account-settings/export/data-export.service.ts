import { Injectable } from '@nestjs/common';
import { sql, type Expression } from 'kysely';
import { DataSource } from 'typeorm';
import { db, fragment, rowOf } from '../../common/sql/kysely.js';
import { toUser } from '../../users/to-user.js';
import type { UserRow } from '../../users/user-row.js';

type Member = Pick<UserRow, 'id' | 'email'>;

// Secrets that only serve links already mailed: not the member's data, and a risk in a file.
const SECRETS = `ARRAY['token', 'confirm_token', 'unsubscribe_token', 'password_hash', 'totp_secret']`;

/** The rows of a part (alias t), as one JSON array. */
const ROWS = fragment<unknown[]>(`coalesce(json_agg(to_jsonb(t) - ${SECRETS} ORDER BY t), '[]')`).as('rows');

/** Each part of the export: which of a table's rows are the member's. */
const PARTS: Record<string, (member: Member) => Expression<unknown>> = {
  listings: ({ id }) => db.selectFrom('properties as t').select(ROWS).where('t.user_id', '=', id),
  listingDrafts: ({ id }) => db.selectFrom('listing_drafts as t').select(ROWS).where('t.user_id', '=', id),
  photos: ({ id }) => db.selectFrom('uploads as t').select(ROWS).where('t.user_id', '=', id),
  favorites: ({ id }) => db.selectFrom('favorites as t').select(ROWS).where('t.user_id', '=', id),
  savedSearches: ({ id }) => db.selectFrom('saved_searches as t').select(ROWS).where('t.user_id', '=', id),
  blogPosts: ({ id }) => db.selectFrom('blog_posts as t').select(ROWS).where('t.author_id', '=', id),
  blogComments: ({ id }) => db.selectFrom('blog_comments as t').select(ROWS).where('t.user_id', '=', id),
  forumTopics: ({ id }) => db.selectFrom('forum_topics as t').select(ROWS).where('t.user_id', '=', id),
  forumReplies: ({ id }) => db.selectFrom('forum_replies as t').select(ROWS).where('t.user_id', '=', id),
  forumLikes: ({ id }) => db.selectFrom('forum_likes as t').select(ROWS).where('t.user_id', '=', id),
  forumReports: ({ id }) => db.selectFrom('forum_reports as t').select(ROWS).where('t.user_id', '=', id),
  listingReports: ({ id }) => db.selectFrom('listing_reports as t').select(ROWS).where('t.user_id', '=', id),
  forumWatches: ({ id }) => db.selectFrom('forum_watches as t').select(ROWS).where('t.user_id', '=', id),
  advisorProfile: ({ id }) => db.selectFrom('legal_advisors as t').select(ROWS).where('t.user_id', '=', id),
  consultations: ({ id }) => db.selectFrom('advisor_requests as t').select(ROWS).where('t.requester_id', '=', id),
  payments: ({ id }) => db.selectFrom('payment_requests as t').select(ROWS).where('t.user_id', '=', id),
  rewardPoints: ({ id }) => db.selectFrom('points_ledger as t').select(ROWS).where('t.user_id', '=', id),
  suggestions: ({ id }) => db.selectFrom('suggestions as t').select(ROWS).where('t.user_id', '=', id),
  // Both sides of the member's conversations: what they wrote and what they were told.
  conversations: ({ id }) =>
    db
      .selectFrom('conversations as t')
      .select(ROWS)
      .where((eb) => eb.or([eb('t.seeker_id', '=', id), eb('t.owner_id', '=', id)])),
  messages: ({ id }) =>
    db
      .selectFrom('messages as t')
      .select(ROWS)
      .where(
        't.conversation_id',
        'in',
        db
          .selectFrom('conversations as c')
          .select('c.id')
          .where((eb) => eb.or([eb('c.seeker_id', '=', id), eb('c.owner_id', '=', id)])),
      ),
  messageBlocks: ({ id }) => db.selectFrom('message_blocks as t').select(ROWS).where('t.blocker_id', '=', id),
  conversationReports: ({ id }) => db.selectFrom('conversation_reports as t').select(ROWS).where('t.user_id', '=', id),
  contactMessages: ({ email }) =>
    db
      .selectFrom('contact_messages as t')
      .select(ROWS)
      .where((eb) => eb(eb.fn('lower', ['t.email']), '=', eb.fn('lower', [eb.val(email)]))),
  supportRequests: ({ email }) =>
    db
      .selectFrom('support_requests as t')
      .select(ROWS)
      .where((eb) => eb(eb.fn('lower', ['t.email']), '=', eb.fn('lower', [eb.val(email)]))),
  newsletter: ({ email }) =>
    db
      .selectFrom('newsletter_subscribers as t')
      .select(ROWS)
      .where((eb) => eb(eb.fn('lower', ['t.email']), '=', eb.fn('lower', [eb.val(email)]))),
};

/** Every part in one statement: one snapshot of the member's data. */
const exportOf = (member: Member) =>
  db.selectNoFrom(sql<Record<string, unknown>>`json_build_object(${sql.join(Object.entries(PARTS).map(([name, part]) => sql`${sql.lit(name)}, ${part(member)}`))})`.as('parts'));

/**
 * Everything the site keeps about a member, as one JSON file (law 18-07's right of access):
 * the account, what they published, sent and saved. Receipts' files and photos' bytes are
 * named, not included (each is downloadable on its own).
 */
@Injectable()
export class DataExportService {
  constructor(private readonly dataSource: DataSource) {}

  async export(user: UserRow): Promise<Record<string, unknown>> {
    const { parts } = await rowOf(this.dataSource, exportOf(user));
    return { exportedAt: new Date().toISOString(), account: toUser(user), ...parts };
  }
}
