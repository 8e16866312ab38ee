import { sql, type RawBuilder } from 'kysely';
import { rolesWith, type ForumTopicSummary } from 'shared-contracts';
import { iso } from '../common/sql/json-text.js';
import { fragment } from '../common/sql/kysely.js';
import { newMemberSql } from '../users/new-member-sql.js';

/** A member's first posts wait for a moderator until this many of theirs are published. */
export const POSTS_BEFORE_TRUST = 2;
/** New members open at most this many topics a day. */
export const NEW_MEMBER_TOPICS_PER_DAY = 3;
/** Own posts can be edited this long after posting. */
export const EDIT_MINUTES = 15;

/** How the account `u` is named beside its posts and in reply mails: first name and initial. */
export const DISPLAY_NAME = `u.first_name || ' ' || left(u.last_name, 1) || '.'`;

/** The author labels from the account `u`: role, a verified advisor profile, plan, age. */
const BADGE =
  `CASE WHEN u.role IN (${rolesWith('moderation.manage')
    .map((role) => `'${role}'`)
    .join(', ')}) THEN 'moderator' ` +
  `WHEN EXISTS (SELECT 1 FROM legal_advisors la WHERE la.user_id = u.id AND la.status = 'verified' AND la.deleted_at IS NULL) THEN 'expert' ` +
  `WHEN u.subscription_plan = 'premium' THEN 'premium' ` +
  `WHEN ${newMemberSql('u')} THEN 'new_member' END`;

export const AUTHOR_JSON = `json_build_object('id', u.id, 'displayName', ${DISPLAY_NAME}, 'avatar', u.avatar, 'badge', ${BADGE})`;

/** The alias of a post in the forum's queries: a topic `t` or a reply `p`. */
type PostAlias = 't' | 'p';

/**
 * What a reader (0 for a visitor; `moderator` true for a moderator) may see of a post on alias `x`:
 * published ones, and their own or, for moderators, every waiting or hidden one.
 */
export const visibleTo = (x: PostAlias, reader: number, moderator: boolean): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${x}.deleted_at`)} IS NULL AND (${sql.ref(`${x}.status`)} = 'published' OR ${sql.ref(`${x}.user_id`)} = ${reader} OR ${moderator}))`;

/** The card of the topic `t` by the account `u`: its own fields, around the reader's "new replies" mark. */
const CARD_HEAD =
  `'id', t.id, 'title', t.title, 'excerpt', t.excerpt, 'category', t.category, 'tags', to_json(t.tags), 'author', ${AUTHOR_JSON}, ` +
  `'createdAt', ${iso('t.created_at')}, 'lastActivityAt', ${iso('t.last_activity_at')}, ` +
  `'replyCount', t.reply_count, 'viewCount', t.view_count, 'likeCount', t.like_count, 'isPinned', t.is_pinned, 'isLocked', t.is_locked`;
const CARD_TAIL = `'status', t.status, 'isDemo', t.is_demo`;

/** The card of the topic `t` by the account `u` for a reader (0 for a visitor): replies after their last visit are New. */
export const topicSummaryJson = (reader: number): RawBuilder<ForumTopicSummary> => {
  const hasNewReplies = sql<boolean>`t.reply_count > 0 AND EXISTS (SELECT 1 FROM forum_reads r WHERE r.user_id = ${reader} AND r.topic_id = t.id AND r.read_at < t.last_activity_at)`;
  return sql<ForumTopicSummary>`json_build_object(${fragment(CARD_HEAD)}, 'hasNewReplies', ${hasNewReplies}, ${fragment(CARD_TAIL)})`;
};

const EDIT_WINDOW = `interval '${EDIT_MINUTES} minutes'`;

/** Whether the reader may still change the post on alias `x`: their own, within the edit window. */
export const canEdit = (x: PostAlias, reader: number): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${x}.user_id`)} = ${reader} AND ${sql.ref(`${x}.created_at`)} > now() - ${fragment(EDIT_WINDOW)})`;
