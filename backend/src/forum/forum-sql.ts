import { NEW_MEMBER_DAYS, rolesWith } from 'shared-contracts';
import { iso } from '../common/sql/json-text.js';

/** A member's first posts wait for a moderator until this many of theirs are published. */
export const POSTS_BEFORE_TRUST = 2;
/** New members open at most this many topics a day. */
export const NEW_MEMBER_TOPICS_PER_DAY = 3;
/** Own posts can be edited this long after posting. */
export const EDIT_MINUTES = 15;

/** isNewMember (shared-contracts) on the account `u`, in SQL: staff are caught first below. */
const NEW_MEMBER_SQL = `u.created_at > now() - interval '${NEW_MEMBER_DAYS} days'`;

/** The author labels from the account `u`: role, a verified advisor profile, plan, age. */
const BADGE =
  `CASE WHEN u.role IN (${rolesWith('moderation.manage')
    .map((role) => `'${role}'`)
    .join(', ')}) THEN 'moderator' ` +
  `WHEN EXISTS (SELECT 1 FROM legal_advisors la WHERE la.user_id = u.id AND la.status = 'verified' AND la.deleted_at IS NULL) THEN 'expert' ` +
  `WHEN u.subscription_plan = 'premium' THEN 'premium' ` +
  `WHEN ${NEW_MEMBER_SQL} THEN 'new_member' END`;

export const AUTHOR_JSON = `json_build_object('id', u.id, 'displayName', u.first_name || ' ' || left(u.last_name, 1) || '.', 'avatar', u.avatar, 'badge', ${BADGE})`;

/**
 * What a reader `$R` (0 for a visitor; `$M` true for a moderator) may see of a post on alias `x`:
 * published ones, and their own or, for moderators, every waiting or hidden one.
 */
export const visibleTo = (x: string, reader: string, moderator: string): string =>
  `${x}.deleted_at IS NULL AND (${x}.status = 'published' OR ${x}.user_id = ${reader} OR ${moderator})`;

export const TOPIC_SUMMARY_JSON = (reader: string) =>
  `json_build_object('id', t.id, 'title', t.title, 'excerpt', t.excerpt, 'category', t.category, ` +
  `'tags', to_json(t.tags), 'author', ${AUTHOR_JSON}, 'createdAt', ${iso('t.created_at')}, 'lastActivityAt', ${iso('t.last_activity_at')}, ` +
  `'replyCount', t.reply_count, 'viewCount', t.view_count, 'likeCount', t.like_count, 'isPinned', t.is_pinned, 'isLocked', t.is_locked, ` +
  `'hasNewReplies', t.reply_count > 0 AND EXISTS (SELECT 1 FROM forum_reads r WHERE r.user_id = ${reader} AND r.topic_id = t.id AND r.read_at < t.last_activity_at), ` +
  `'status', t.status, 'isDemo', t.is_demo)`;

/** Whether the reader may still change a post: their own, within the edit window. */
export const CAN_EDIT = (x: string, reader: string) => `(${x}.user_id = ${reader} AND ${x}.created_at > now() - interval '${EDIT_MINUTES} minutes')`;
