import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { isNewMember, type ForumTopicDetail, type ForumTopicSummary } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { iso } from '../common/sql/json-text.js';
import type { Visitor } from '../common/http/daily-visitor-keys.js';
import { db, fragment, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { containsPattern } from '../common/sql/like.js';
import { keywordWords } from '../properties/search/keyword.js';
import type { UserEntity } from '../users/user.entity.js';
import { excerptOf, renderPost } from './forum-markdown.js';
import { editWindowClosed, isAuthorTrusted, isModerator, isTrusted, notYours, postNotFound, searchTextOf, statusOfNewPost } from './forum-posts.js';
import { markRead } from './forum-reads.js';
import { CAN_EDIT, NEW_MEMBER_TOPICS_PER_DAY, TOPIC_SUMMARY_JSON, visibleTo } from './forum-sql.js';
import type { TopicDto, TopicEditDto, TopicListQuery } from './forum.dto.js';
import { ForumWatchesService } from './forum-watches.service.js';
import { TopicViews } from './topic-views.js';
import { lockAccount } from '../users/lock-account.js';

const SORTS = {
  activity: 't.last_activity_at DESC',
  newest: 't.created_at DESC',
  replies: 't.reply_count DESC, t.last_activity_at DESC',
  views: 't.view_count DESC, t.last_activity_at DESC',
} as const;

const DETAIL_JSON =
  `jsonb_build_object('body', t.body, 'bodyHtml', t.body_html, 'editedAt', ${iso('t.edited_at')}, ` +
  `'likedByMe', EXISTS (SELECT 1 FROM forum_likes l WHERE l.kind = 'topic' AND l.post_id = t.id AND l.user_id = $2), ` +
  `'isWatching', EXISTS (SELECT 1 FROM forum_watches w WHERE w.topic_id = t.id AND w.user_id = $2), ` +
  `'canEdit', ${CAN_EDIT('t', '$2')} OR $3) || ${TOPIC_SUMMARY_JSON('$2')}::jsonb`;

/** Forum topics: the list, a topic with its reader's marks, and its author's and moderators' changes. */
@Injectable()
export class ForumTopicsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly watches: ForumWatchesService,
    private readonly views: TopicViews,
    private readonly audit: AuditLog,
  ) {}

  async page(query: TopicListQuery, reader: UserEntity | undefined, limit: number, offset: number): Promise<{ items: ForumTopicSummary[]; total: number }> {
    const readerId = reader?.id ?? 0;
    // The list shows published topics, and the reader's own waiting ones (marked so).
    let listed = db
      .selectFrom('forum_topics as t')
      .where('t.deleted_at', 'is', null)
      .where((eb) => eb.or([eb('t.status', '=', 'published'), eb.and([eb('t.status', '=', 'pending'), eb('t.user_id', '=', readerId)])]));
    for (const word of keywordWords(query.q)) listed = listed.where('t.search_text', 'like', containsPattern(word));
    if (query.category) listed = listed.where('t.category', '=', query.category);
    // The card's "new replies" mark reads the reader's id: an integer of the session, written as a literal.
    const card = fragment<ForumTopicSummary>(TOPIC_SUMMARY_JSON(String(Math.trunc(readerId))));
    const [rows, counted] = await Promise.all([
      rowsOf(
        this.dataSource,
        listed
          .innerJoin('users as u', 'u.id', 't.user_id')
          .select(card.as('body'))
          .orderBy('t.is_pinned', 'desc')
          .orderBy(fragment(SORTS[query.sort ?? 'activity']))
          .orderBy('t.id', 'desc')
          .limit(limit)
          .offset(offset),
      ),
      rowOf(this.dataSource, listed.select(total())),
    ]);
    return { items: rows.map((row) => row.body), total: counted.total };
  }

  /**
   * A topic its reader may see, marked read for them. A visit counts a view once per visitor and
   * day, not its author's own nor a waiting or hidden topic's.
   */
  async detail(id: number, reader: UserEntity | undefined, visitor: Visitor): Promise<ForumTopicDetail> {
    const topic = await this.read(id, reader);
    if (reader) await markRead(this.dataSource.manager, reader.id, id);
    if (topic.status !== 'published' || topic.author.id === reader?.id) return topic;
    const viewCount = await this.views.record(id, visitor);
    return viewCount === null ? topic : { ...topic, viewCount };
  }

  async read(id: number, reader: UserEntity | undefined): Promise<ForumTopicDetail> {
    const [row] = await this.dataSource.query<{ body: ForumTopicDetail }[]>(
      `SELECT ${DETAIL_JSON} AS body FROM forum_topics t JOIN users u ON u.id = t.user_id WHERE t.id = $1 AND ${visibleTo('t', '$2', '$3')}`,
      [id, reader?.id ?? 0, isModerator(reader)],
    );
    if (!row) throw postNotFound();
    return row.body;
  }

  /** A new member's first topics wait for a moderator, and they open at most three a day. */
  async create(form: TopicDto, user: UserEntity): Promise<ForumTopicDetail> {
    const id = await this.dataSource.transaction(async (manager) => {
      // One topic at a time per member: the day's count below cannot be raced past.
      await lockAccount(manager, user.id);
      if (isNewMember(user)) {
        const [{ today }] = await manager.query<{ today: number }[]>(
          `SELECT count(*)::int AS today FROM forum_topics WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
          [user.id],
        );
        if (today >= NEW_MEMBER_TOPICS_PER_DAY) {
          throw new HttpException({ code: 'TOPIC_DAILY_LIMIT', message: `New members open at most ${NEW_MEMBER_TOPICS_PER_DAY} topics a day.` }, HttpStatus.TOO_MANY_REQUESTS);
        }
      }
      const status = await statusOfNewPost(manager, user);
      const [{ id: created }] = await manager.query<{ id: number }[]>(
        'INSERT INTO forum_topics (user_id, title, body, body_html, excerpt, category, tags, status, search_text) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id',
        [
          user.id,
          form.title,
          form.body,
          renderPost(form.body, isTrusted(user)),
          excerptOf(form.body),
          form.category,
          form.tags,
          status,
          searchTextOf(form.title, form.body, form.tags),
        ],
      );
      // The author hears of the answers to their question, and sees those after now as New.
      await this.watches.watch(manager, user.id, created);
      await markRead(manager, user.id, created);
      return created;
    });
    return this.read(id, user);
  }

  /** Its author within 15 minutes, or a moderator at any time. */
  async edit(id: number, form: TopicEditDto, user: UserEntity): Promise<ForumTopicDetail> {
    const topic = await this.read(id, user);
    if (topic.author.id !== user.id && !isModerator(user)) throw notYours();
    if (!topic.canEdit) throw editWindowClosed();
    const next = { title: form.title ?? topic.title, body: form.body ?? topic.body, category: form.category ?? topic.category, tags: form.tags ?? topic.tags };
    const trusted = await isAuthorTrusted(this.dataSource.manager, topic.author.id);
    await this.dataSource.query(
      'UPDATE forum_topics SET title = $2, body = $3, body_html = $4, excerpt = $5, category = $6, tags = $7, search_text = $8, edited_at = now() WHERE id = $1',
      [id, next.title, next.body, renderPost(next.body, trusted), excerptOf(next.body), next.category, next.tags, searchTextOf(next.title, next.body, next.tags)],
    );
    return this.read(id, user);
  }

  /** Its author or a moderator; soft, so that a moderator can see what was there. */
  async remove(id: number, user: UserEntity): Promise<void> {
    const topic = await this.read(id, user);
    if (topic.author.id !== user.id && !isModerator(user)) throw notYours();
    await this.dataSource.query('UPDATE forum_topics SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
  }

  /** A moderator's pin, lock or move. */
  async moderate(id: number, change: { is_pinned: boolean } | { is_locked: boolean } | { category: string }): Promise<void> {
    const [[column, value]] = Object.entries(change);
    const [, count] = await this.dataSource.query<[unknown[], number]>(`UPDATE forum_topics SET ${column} = $2 WHERE id = $1 AND deleted_at IS NULL`, [id, value]);
    if (count === 0) throw postNotFound();
    await this.audit.record({ action: `forum.topic.${column.replace('is_', '')}`, targetType: 'topics', targetId: id, after: change });
  }

  async watch(id: number, user: UserEntity, on: boolean): Promise<void> {
    await this.read(id, user);
    if (on) await this.watches.watch(this.dataSource.manager, user.id, id);
    else await this.watches.unwatch(user.id, id);
  }
}
