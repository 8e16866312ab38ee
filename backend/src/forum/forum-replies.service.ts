import { ForbiddenException, Injectable } from '@nestjs/common';
import { HELPFUL_REPLY_POINTS, type ForumReply } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { iso } from '../common/sql/json-text.js';
import { RewardsService } from '../rewards/rewards.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { renderPost } from './forum-markdown.js';
import { editWindowClosed, isAuthorTrusted, isModerator, isTrusted, notYours, postNotFound, recount, statusOfNewPost, topicLocked } from './forum-posts.js';
import { markRead } from './forum-reads.js';
import { AUTHOR_JSON, CAN_EDIT, visibleTo } from './forum-sql.js';
import { ForumTopicsService } from './forum-topics.service.js';
import { ReplyMailsJob } from './reply-mails.job.js';

const REPLY_JSON =
  `json_build_object('id', p.id, 'topicId', p.topic_id, 'parentId', p.parent_id, 'author', ${AUTHOR_JSON}, 'body', p.body, 'bodyHtml', p.body_html, ` +
  `'createdAt', ${iso('p.created_at')}, 'editedAt', ${iso('p.edited_at')}, 'likeCount', p.like_count, ` +
  `'likedByMe', EXISTS (SELECT 1 FROM forum_likes l WHERE l.kind = 'reply' AND l.post_id = p.id AND l.user_id = $2), ` +
  `'isHelpful', p.is_helpful, 'canEdit', ${CAN_EDIT('p', '$2')}, 'status', p.status)`;
/** A row of REPLY_JSON: the answers are nested in `children` afterwards. */
type ReplyRow = { body: Omit<ForumReply, 'children'> };

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
  async page(topicId: number, reader: UserEntity | undefined, limit: number, offset: number): Promise<{ items: ForumReply[]; total: number }> {
    await this.topics.read(topicId, reader);
    const params = [topicId, reader?.id ?? 0, isModerator(reader)];
    const visible = visibleTo('p', '$2', '$3');
    const [roots, [{ total }]] = await Promise.all([
      this.dataSource.query<ReplyRow[]>(
        `SELECT ${REPLY_JSON} AS body FROM forum_replies p JOIN users u ON u.id = p.user_id WHERE p.topic_id = $1 AND p.parent_id IS NULL AND ${visible} ` +
          `ORDER BY p.created_at, p.id LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM forum_replies p WHERE p.topic_id = $1 AND p.parent_id IS NULL AND ${visible}`, params),
    ]);
    const top: ForumReply[] = roots.map((row) => ({ ...row.body, children: [] }));
    if (top.length === 0) return { items: [], total };
    const under = await this.dataSource.query<ReplyRow[]>(
      `SELECT ${REPLY_JSON} AS body FROM forum_replies p JOIN users u ON u.id = p.user_id WHERE p.parent_id = ANY($4::int[]) AND p.topic_id = $1 AND ${visible} ORDER BY p.created_at, p.id`,
      [...params, top.map((reply) => reply.id)],
    );
    const byId = new Map<number, ForumReply>(top.map((reply) => [reply.id, reply]));
    for (const { body } of under) byId.get(body.parentId!)?.children.push({ ...body, children: [] });
    return { items: top, total };
  }

  /** A locked topic takes none but a moderator's; an answer to an answer's answer joins that answer's (two levels). */
  async create(topicId: number, body: string, parentId: number | undefined, user: UserEntity): Promise<ForumReply> {
    const topic = await this.topics.read(topicId, user);
    if (topic.isLocked && !isModerator(user)) throw topicLocked();
    const { id, status } = await this.dataSource.transaction(async (manager) => {
      let parent: number | null = null;
      if (parentId !== undefined) {
        const [row] = await manager.query<{ id: number; parent_id: number | null }[]>(
          `SELECT p.id, p.parent_id FROM forum_replies p WHERE p.id = $1 AND p.topic_id = $2 AND ${visibleTo('p', '$3', '$4')}`,
          [parentId, topicId, user.id, isModerator(user)],
        );
        if (!row) throw postNotFound();
        // Two levels: an answer to an answer hangs under the same first-level reply as it.
        parent = row.parent_id ?? row.id;
      }
      const status = await statusOfNewPost(manager, user);
      const [{ id: created }] = await manager.query<{ id: number }[]>(
        'INSERT INTO forum_replies (user_id, topic_id, parent_id, body, body_html, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [user.id, topicId, parent, body, renderPost(body, isTrusted(user)), status],
      );
      await recount(manager, topicId);
      await markRead(manager, user.id, topicId);
      return { id: created, status };
    });
    if (status === 'published') await this.mails.announce(id);
    return this.one(id, user);
  }

  /** Its author within 15 minutes, or a moderator at any time. */
  async edit(id: number, body: string, user: UserEntity): Promise<ForumReply> {
    const reply = await this.one(id, user);
    if (reply.author.id !== user.id && !isModerator(user)) throw notYours();
    if (!reply.canEdit && !isModerator(user)) throw editWindowClosed();
    const trusted = await isAuthorTrusted(this.dataSource.manager, reply.author.id);
    await this.dataSource.query('UPDATE forum_replies SET body = $2, body_html = $3, edited_at = now() WHERE id = $1', [id, body, renderPost(body, trusted)]);
    return this.one(id, user);
  }

  /** Its author or a moderator; soft. Its answers leave the thread with it. */
  async remove(id: number, user: UserEntity): Promise<void> {
    const reply = await this.one(id, user);
    if (reply.author.id !== user.id && !isModerator(user)) throw notYours();
    await this.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE forum_replies SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
      await recount(manager, reply.topicId);
    });
  }

  /** Only the topic's author marks a reply helpful; its writer earns the points once (not for their own). */
  async markHelpful(id: number, user: UserEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [reply] = await manager.query<{ user_id: number; topic_author: number }[]>(
        `SELECT p.user_id, t.user_id AS topic_author FROM forum_replies p JOIN forum_topics t ON t.id = p.topic_id ` +
          `WHERE p.id = $1 AND p.status = 'published' AND p.deleted_at IS NULL AND t.deleted_at IS NULL FOR UPDATE OF p`,
        [id],
      );
      if (!reply) throw postNotFound();
      if (reply.topic_author !== user.id || reply.user_id === user.id) {
        throw new ForbiddenException({ code: 'FORBIDDEN', message: "Only the topic's author marks another member's reply helpful." });
      }
      await manager.query('UPDATE forum_replies SET is_helpful = true WHERE id = $1', [id]);
      await this.rewards.award(manager, reply.user_id, HELPFUL_REPLY_POINTS, 'helpful_reply', { type: 'forum_reply', id });
    });
  }

  async one(id: number, reader: UserEntity): Promise<ForumReply> {
    const [row] = await this.dataSource.query<ReplyRow[]>(
      `SELECT ${REPLY_JSON} AS body FROM forum_replies p JOIN users u ON u.id = p.user_id WHERE p.id = $1 AND ${visibleTo('p', '$2', '$3')}`,
      [id, reader.id, isModerator(reader)],
    );
    if (!row) throw postNotFound();
    return { ...row.body, children: [] };
  }
}
