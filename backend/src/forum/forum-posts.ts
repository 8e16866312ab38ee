import { ForbiddenException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { sql } from 'kysely';
import { can, isNewMember, normalizeForSearch, type UserRole } from 'shared-contracts';
import type { EntityManager } from 'typeorm';
import { countAs, db, rowOf, rowsOf } from '../common/sql/kysely.js';
import type { UserRow } from '../users/user-row.js';
import { POSTS_BEFORE_TRUST } from './forum-sql.js';

export type PostKind = 'topics' | 'replies';
export const TABLES = { topics: 'forum_topics', replies: 'forum_replies' } as const satisfies Record<PostKind, string>;
/** The `kind` column of likes and reports. */
export const KIND: Record<PostKind, 'topic' | 'reply'> = { topics: 'topic', replies: 'reply' };

export const isModerator = (user: UserRow | undefined): boolean => can(user?.role, 'moderation.manage');

export const postNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such topic or reply.' });
export const notYours = (): ForbiddenException => new ForbiddenException({ code: 'FORBIDDEN', message: 'Only its author or a moderator may change this.' });
export const topicLocked = (): HttpException => new HttpException({ code: 'TOPIC_LOCKED', message: 'This topic is locked: it takes no more replies.' }, HttpStatus.CONFLICT);
export const editWindowClosed = (): ForbiddenException => new ForbiddenException({ code: 'EDIT_WINDOW_CLOSED', message: 'A post can be edited for 15 minutes after posting.' });

/** What a member's new post starts as: waiting for a moderator until two of theirs are published. */
export async function statusOfNewPost(manager: EntityManager, user: UserRow): Promise<'pending' | 'published'> {
  if (isModerator(user)) return 'published';
  const publishedIn = (table: (typeof TABLES)[PostKind]) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', user.id)
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null);
  // Two bigint counts summed: the driver hands a bigint over as text.
  const { published } = await rowOf(manager, db.selectNoFrom(sql<string>`${publishedIn(TABLES.topics)} + ${publishedIn(TABLES.replies)}`.as('published')));
  return Number(published) >= POSTS_BEFORE_TRUST ? 'published' : 'pending';
}

/** Members of some standing (no longer new members): their links are followed. */
export const isTrusted = (user: Pick<UserRow, 'role' | 'createdAt'>): boolean => !isNewMember(user);

/** The standing of a post's author, whoever edits it (a moderator's edit lends no standing to the links). */
export async function isAuthorTrusted(manager: EntityManager, authorId: number): Promise<boolean> {
  const author = await rowOf(
    manager,
    db
      .selectFrom('users')
      .select((eb) => [eb.ref('role').$castTo<UserRole>().as('role'), 'created_at as createdAt'])
      .where('id', '=', authorId),
  );
  return isTrusted(author);
}

/** What the topic search looks in: title, body and tags, Arabic-normalised. */
export const searchTextOf = (title: string, body: string, tags: readonly string[]): string => normalizeForSearch(`${title} ${body} ${tags.join(' ')}`);

/**
 * A topic's reply count and last activity, from the replies a visitor sees: published, and
 * under a first-level reply that is itself published (a hidden or deleted reply hides its answers).
 */
export async function recount(manager: EntityManager, topicId: number): Promise<void> {
  const shown = db
    .selectFrom('forum_replies as p')
    .leftJoin('forum_replies as root', 'root.id', 'p.parent_id')
    .select((eb) => [countAs('replies'), eb.fn.max('p.created_at').as('latest')])
    .where('p.topic_id', '=', topicId)
    .where('p.status', '=', 'published')
    .where('p.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('p.parent_id', 'is', null), eb.and([eb('root.status', '=', 'published'), eb('root.deleted_at', 'is', null)])]));
  await rowsOf(
    manager,
    db
      .updateTable('forum_topics as t')
      .from(shown.as('s'))
      .set((eb) => ({
        reply_count: eb.ref('s.replies'),
        last_activity_at: eb.fn('greatest', [eb.ref('t.created_at'), eb.fn.coalesce('s.latest', 't.created_at')]),
      }))
      .where('t.id', '=', topicId),
  );
}
