import { ForbiddenException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { NEW_MEMBER_DAYS, POSTS_BEFORE_TRUST } from './forum-sql.js';

export type PostKind = 'topics' | 'replies';
export const TABLES: Record<PostKind, string> = { topics: 'forum_topics', replies: 'forum_replies' };
/** The `kind` column of likes and reports. */
export const KIND: Record<PostKind, 'topic' | 'reply'> = { topics: 'topic', replies: 'reply' };

export const isModerator = (user: UserEntity | undefined): boolean => user?.role === 'admin';

export const postNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such topic or reply.' });
export const topicLocked = (): HttpException => new HttpException({ code: 'TOPIC_LOCKED', message: 'This topic is locked: it takes no more replies.' }, HttpStatus.CONFLICT);
export const editWindowClosed = (): ForbiddenException => new ForbiddenException({ code: 'EDIT_WINDOW_CLOSED', message: 'A post can be edited for 15 minutes after posting.' });

/** What a member's new post starts as: waiting for a moderator while they are new to the forum. */
export async function statusOfNewPost(manager: EntityManager, user: UserEntity): Promise<'pending' | 'published'> {
  if (isModerator(user)) return 'published';
  const [{ published }] = await manager.query(
    `SELECT (SELECT count(*) FROM forum_topics WHERE user_id = $1 AND status = 'published' AND deleted_at IS NULL) + ` +
      `(SELECT count(*) FROM forum_replies WHERE user_id = $1 AND status = 'published' AND deleted_at IS NULL) AS published`,
    [user.id],
  );
  return Number(published) >= POSTS_BEFORE_TRUST ? 'published' : 'pending';
}

/** Members of some standing: their links are followed. */
export const isTrusted = (user: Pick<UserEntity, 'role' | 'createdAt'>): boolean =>
  user.role === 'admin' || Date.now() - new Date(user.createdAt).getTime() > NEW_MEMBER_DAYS * 86_400_000;

/** A topic's reply count and last activity, from its published replies. */
export async function recount(manager: EntityManager, topicId: number): Promise<void> {
  await manager.query(
    `UPDATE forum_topics t SET reply_count = s.replies, last_activity_at = greatest(t.created_at, coalesce(s.latest, t.created_at)) ` +
      `FROM (SELECT count(*)::int AS replies, max(created_at) AS latest FROM forum_replies WHERE topic_id = $1 AND status = 'published' AND deleted_at IS NULL) s WHERE t.id = $1`,
    [topicId],
  );
}
