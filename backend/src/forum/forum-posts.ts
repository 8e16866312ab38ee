import { ForbiddenException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { can, isNewMember, normalizeForSearch } from 'shared-contracts';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { POSTS_BEFORE_TRUST } from './forum-sql.js';

export type PostKind = 'topics' | 'replies';
export const TABLES = { topics: 'forum_topics', replies: 'forum_replies' } as const satisfies Record<PostKind, string>;
/** The `kind` column of likes and reports. */
export const KIND: Record<PostKind, 'topic' | 'reply'> = { topics: 'topic', replies: 'reply' };

export const isModerator = (user: UserEntity | undefined): boolean => can(user?.role, 'moderation.manage');

export const postNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such topic or reply.' });
export const notYours = (): ForbiddenException => new ForbiddenException({ code: 'FORBIDDEN', message: 'Only its author or a moderator may change this.' });
export const topicLocked = (): HttpException => new HttpException({ code: 'TOPIC_LOCKED', message: 'This topic is locked: it takes no more replies.' }, HttpStatus.CONFLICT);
export const editWindowClosed = (): ForbiddenException => new ForbiddenException({ code: 'EDIT_WINDOW_CLOSED', message: 'A post can be edited for 15 minutes after posting.' });

/** What a member's new post starts as: waiting for a moderator until two of theirs are published. */
export async function statusOfNewPost(manager: EntityManager, user: UserEntity): Promise<'pending' | 'published'> {
  if (isModerator(user)) return 'published';
  // Two bigint counts summed: the driver hands a bigint over as text.
  const [{ published }] = await manager.query<{ published: string }[]>(
    `SELECT (SELECT count(*) FROM forum_topics WHERE user_id = $1 AND status = 'published' AND deleted_at IS NULL) + ` +
      `(SELECT count(*) FROM forum_replies WHERE user_id = $1 AND status = 'published' AND deleted_at IS NULL) AS published`,
    [user.id],
  );
  return Number(published) >= POSTS_BEFORE_TRUST ? 'published' : 'pending';
}

/** Members of some standing (no longer new members): their links are followed. */
export const isTrusted = (user: Pick<UserEntity, 'role' | 'createdAt'>): boolean => !isNewMember(user);

/** The standing of a post's author, whoever edits it (a moderator's edit lends no standing to the links). */
export async function isAuthorTrusted(manager: EntityManager, authorId: number): Promise<boolean> {
  const [author] = await manager.query<Pick<UserEntity, 'role' | 'createdAt'>[]>('SELECT role, created_at AS "createdAt" FROM users WHERE id = $1', [authorId]);
  return isTrusted(author);
}

/** What the topic search looks in: title, body and tags, Arabic-normalised. */
export const searchTextOf = (title: string, body: string, tags: readonly string[]): string => normalizeForSearch(`${title} ${body} ${tags.join(' ')}`);

/**
 * A topic's reply count and last activity, from the replies a visitor sees: published, and
 * under a first-level reply that is itself published (a hidden or deleted reply hides its answers).
 */
export async function recount(manager: EntityManager, topicId: number): Promise<void> {
  await manager.query(
    `UPDATE forum_topics t SET reply_count = s.replies, last_activity_at = greatest(t.created_at, coalesce(s.latest, t.created_at)) ` +
      `FROM (SELECT count(*)::int AS replies, max(p.created_at) AS latest FROM forum_replies p LEFT JOIN forum_replies root ON root.id = p.parent_id ` +
      `WHERE p.topic_id = $1 AND p.status = 'published' AND p.deleted_at IS NULL AND (p.parent_id IS NULL OR (root.status = 'published' AND root.deleted_at IS NULL))) s ` +
      `WHERE t.id = $1`,
    [topicId],
  );
}
