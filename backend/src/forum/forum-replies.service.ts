import { ForbiddenException, Injectable } from '@nestjs/common';
import { HELPFUL_REPLY_POINTS, type ForumReply } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { iso } from '../common/sql/json-text.js';
import { db, fragment, pageOf, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { RewardsService } from '../rewards/rewards.service.js';
import type { UserRow } from '../users/user-row.js';
import { renderPost } from './forum-markdown.js';
import { editWindowClosed, isAuthorTrusted, isModerator, isTrusted, notYours, postNotFound, recount, statusOfNewPost, topicLocked } from './forum-posts.js';
import { markRead } from './forum-reads.js';
import { AUTHOR_JSON, canEdit, visibleTo } from './forum-sql.js';
import { ForumTopicsService } from './forum-topics.service.js';
import { ReplyMailsJob } from './reply-mails.job.js';

const REPLY_HEAD =
  `'id', p.id, 'topicId', p.topic_id, 'parentId', p.parent_id, 'author', ${AUTHOR_JSON}, 'body', p.body, 'bodyHtml', p.body_html, ` +
  `'createdAt', ${iso('p.created_at')}, 'editedAt', ${iso('p.edited_at')}, 'likeCount', p.like_count`;

/** A reply as its JSON holds it: its answers are nested in `children` afterwards. */
type ReplyBody = Omit<ForumReply, 'children'>;

/** The reply `p` by the account `u` as a reader (0 for a visitor) sees it. */
const replyJson = (reader: number) => {
  const likedByMe = sql<boolean>`EXISTS (SELECT 1 FROM forum_likes l WHERE l.kind = 'reply' AND l.post_id = p.id AND l.user_id = ${reader})`;
  return sql<ReplyBody>`json_build_object(${fragment(REPLY_HEAD)}, 'likedByMe', ${likedByMe}, 'isHelpful', p.is_helpful, 'canEdit', ${canEdit('p', reader)}, 'status', p.status)`;
};

/** The replies `p` a reader may see, by the accounts `u`, each one's JSON as `body`. */
const repliesSeenBy = (reader: UserRow | undefined) =>
  db
    .selectFrom('forum_replies as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(replyJson(reader?.id ?? 0).as('body'))
    .where(visibleTo('p', reader?.id ?? 0, isModerator(reader)));

/** Replies to topics, two levels deep, with likes and the topic author's "helpful". */
@Injectable()
export class ForumRepliesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly topics: ForumTopicsService,
    private readonly mails: ReplyMailsJob,
    private readonly rewards: RewardsService,
  ) {}

  /** A page of top-level replies, oldest first, each with its answers nested. */
  async page(topicId: number, reader: UserRow | undefined, limit: number, offset: number): Promise<{ items: ForumReply[]; total: number }> {
    await this.topics.read(topicId, reader);
    const { items: roots, total: count } = await pageOf(
      this.dataSource,
      repliesSeenBy(reader).where('p.topic_id', '=', topicId).where('p.parent_id', 'is', null).orderBy('p.created_at').orderBy('p.id').limit(limit).offset(offset),
      db
        .selectFrom('forum_replies as p')
        .where('p.topic_id', '=', topicId)
        .where('p.parent_id', 'is', null)
        .where(visibleTo('p', reader?.id ?? 0, isModerator(reader)))
        .select(total()),
    );
    const top: ForumReply[] = roots.map((reply) => ({ ...reply, children: [] }));
    if (top.length === 0) return { items: [], total: count };
    const byId = new Map<number, ForumReply>(top.map((reply) => [reply.id, reply]));
    const under = await rowsOf(
      this.dataSource,
      repliesSeenBy(reader)
        .where('p.parent_id', 'in', [...byId.keys()])
        .where('p.topic_id', '=', topicId)
        .orderBy('p.created_at')
        .orderBy('p.id'),
    );
    for (const { body } of under) byId.get(body.parentId!)?.children.push({ ...body, children: [] });
    return { items: top, total: count };
  }

  /** A locked topic takes none but a moderator's; an answer to an answer's answer joins that answer's (two levels). */
  async create(topicId: number, body: string, parentId: number | undefined, user: UserRow): Promise<ForumReply> {
    const topic = await this.topics.read(topicId, user);
    if (topic.isLocked && !isModerator(user)) throw topicLocked();
    const { id, status } = await this.dataSource.transaction(async (manager) => {
      let parent: number | null = null;
      if (parentId !== undefined) {
        const [row] = await rowsOf(
          manager,
          db
            .selectFrom('forum_replies as p')
            .select(['p.id', 'p.parent_id'])
            .where('p.id', '=', parentId)
            .where('p.topic_id', '=', topicId)
            .where(visibleTo('p', user.id, isModerator(user))),
        );
        if (!row) throw postNotFound();
        // Two levels: an answer to an answer hangs under the same first-level reply as it.
        parent = row.parent_id ?? row.id;
      }
      const status = await statusOfNewPost(manager, user);
      const { id: created } = await rowOf(
        manager,
        db
          .insertInto('forum_replies')
          .values({ user_id: user.id, topic_id: topicId, parent_id: parent, body, body_html: renderPost(body, isTrusted(user)), status })
          .returning('id'),
      );
      await recount(manager, topicId);
      await markRead(manager, user.id, topicId);
      return { id: created, status };
    });
    if (status === 'published') await this.mails.announce(id);
    return this.one(id, user);
  }

  /** Its author within 15 minutes, or a moderator at any time. */
  async edit(id: number, body: string, user: UserRow): Promise<ForumReply> {
    const reply = await this.one(id, user);
    if (reply.author.id !== user.id && !isModerator(user)) throw notYours();
    if (!reply.canEdit && !isModerator(user)) throw editWindowClosed();
    const trusted = await isAuthorTrusted(this.dataSource.manager, reply.author.id);
    await rowsOf(
      this.dataSource,
      db
        .updateTable('forum_replies')
        .set({ body, body_html: renderPost(body, trusted), edited_at: sql<Date>`now()` })
        .where('id', '=', id),
    );
    return this.one(id, user);
  }

  /** Its author or a moderator; soft. Its answers leave the thread with it. */
  async remove(id: number, user: UserRow): Promise<void> {
    const reply = await this.one(id, user);
    if (reply.author.id !== user.id && !isModerator(user)) throw notYours();
    await this.dataSource.transaction(async (manager) => {
      await rowsOf(
        manager,
        db
          .updateTable('forum_replies')
          .set({ deleted_at: sql<Date>`now()` })
          .where('id', '=', id)
          .where('deleted_at', 'is', null),
      );
      await recount(manager, reply.topicId);
    });
  }

  /** Only the topic's author marks a reply helpful; its writer earns the points once (not for their own). */
  async markHelpful(id: number, user: UserRow): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [reply] = await rowsOf(
        manager,
        db
          .selectFrom('forum_replies as p')
          .innerJoin('forum_topics as t', 't.id', 'p.topic_id')
          .select(['p.user_id', 't.user_id as topic_author'])
          .where('p.id', '=', id)
          .where('p.status', '=', 'published')
          .where('p.deleted_at', 'is', null)
          .where('t.deleted_at', 'is', null)
          .forUpdate('p'),
      );
      if (!reply) throw postNotFound();
      if (reply.topic_author !== user.id || reply.user_id === user.id) {
        throw new ForbiddenException({ code: 'FORBIDDEN', message: "Only the topic's author marks another member's reply helpful." });
      }
      await rowsOf(manager, db.updateTable('forum_replies').set({ is_helpful: true }).where('id', '=', id));
      await this.rewards.award(manager, reply.user_id, HELPFUL_REPLY_POINTS, 'helpful_reply', { type: 'forum_reply', id });
    });
  }

  async one(id: number, reader: UserRow): Promise<ForumReply> {
    const [row] = await rowsOf(this.dataSource, repliesSeenBy(reader).where('p.id', '=', id));
    if (!row) throw postNotFound();
    return { ...row.body, children: [] };
  }
}
