import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { isNewMember, type ForumTopicDetail, type ForumTopicSummary } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { iso } from '../common/sql/json-text.js';
import type { Visitor } from '../common/http/daily-visitor-keys.js';
import { db, fragment, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { containsPattern } from '../common/sql/like.js';
import { keywordWords } from '../properties/search/keyword.js';
import type { UserRow } from '../users/user-row.js';
import { excerptOf, renderPost } from './forum-markdown.js';
import { editWindowClosed, isAuthorTrusted, isModerator, isTrusted, notYours, postNotFound, searchTextOf, statusOfNewPost } from './forum-posts.js';
import { markRead } from './forum-reads.js';
import { canEdit, NEW_MEMBER_TOPICS_PER_DAY, topicSummaryJson, visibleTo } from './forum-sql.js';
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

/** The topic `t` by the account `u` as a reader (0 for a visitor) sees it: its card, its text, the reader's marks. */
const detailJson = (reader: number, moderator: boolean) => {
  const likedByMe = sql<boolean>`EXISTS (SELECT 1 FROM forum_likes l WHERE l.kind = 'topic' AND l.post_id = t.id AND l.user_id = ${reader})`;
  const isWatching = sql<boolean>`EXISTS (SELECT 1 FROM forum_watches w WHERE w.topic_id = t.id AND w.user_id = ${reader})`;
  return sql<ForumTopicDetail>`jsonb_build_object('body', t.body, 'bodyHtml', t.body_html, 'editedAt', ${fragment(iso('t.edited_at'))}, 'likedByMe', ${likedByMe}, 'isWatching', ${isWatching}, 'canEdit', ${canEdit('t', reader)} OR ${moderator}) || ${topicSummaryJson(reader)}::jsonb`;
};

/** Forum topics: the list, a topic with its reader's marks, and its author's and moderators' changes. */
@Injectable()
export class ForumTopicsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly watches: ForumWatchesService,
    private readonly views: TopicViews,
    private readonly audit: AuditLog,
  ) {}

  async page(query: TopicListQuery, reader: UserRow | undefined, limit: number, offset: number): Promise<{ items: ForumTopicSummary[]; total: number }> {
    const readerId = reader?.id ?? 0;
    // The list shows published topics, and the reader's own waiting ones (marked so).
    let listed = db
      .selectFrom('forum_topics as t')
      .where('t.deleted_at', 'is', null)
      .where((eb) => eb.or([eb('t.status', '=', 'published'), eb.and([eb('t.status', '=', 'pending'), eb('t.user_id', '=', readerId)])]));
    for (const word of keywordWords(query.q)) listed = listed.where('t.search_text', 'like', containsPattern(word));
    if (query.category) listed = listed.where('t.category', '=', query.category);
    const [rows, counted] = await Promise.all([
      rowsOf(
        this.dataSource,
        listed
          .innerJoin('users as u', 'u.id', 't.user_id')
          .select(topicSummaryJson(readerId).as('body'))
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
  async detail(id: number, reader: UserRow | undefined, visitor: Visitor): Promise<ForumTopicDetail> {
    const topic = await this.read(id, reader);
    if (reader) await markRead(this.dataSource.manager, reader.id, id);
    if (topic.status !== 'published' || topic.author.id === reader?.id) return topic;
    const viewCount = await this.views.record(id, visitor);
    return viewCount === null ? topic : { ...topic, viewCount };
  }

  async read(id: number, reader: UserRow | undefined): Promise<ForumTopicDetail> {
    const [row] = await rowsOf(
      this.dataSource,
      db
        .selectFrom('forum_topics as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(detailJson(reader?.id ?? 0, isModerator(reader)).as('body'))
        .where('t.id', '=', id)
        .where(visibleTo('t', reader?.id ?? 0, isModerator(reader))),
    );
    if (!row) throw postNotFound();
    return row.body;
  }

  /** A new member's first topics wait for a moderator, and they open at most three a day. */
  async create(form: TopicDto, user: UserRow): Promise<ForumTopicDetail> {
    const id = await this.dataSource.transaction(async (manager) => {
      // One topic at a time per member: the day's count below cannot be raced past.
      await lockAccount(manager, user.id);
      if (isNewMember(user)) {
        const { total: today } = await rowOf(
          manager,
          db
            .selectFrom('forum_topics')
            .select(total())
            .where('user_id', '=', user.id)
            .where('created_at', '>', sql<Date>`now() - interval '1 day'`),
        );
        if (today >= NEW_MEMBER_TOPICS_PER_DAY) {
          throw new HttpException({ code: 'TOPIC_DAILY_LIMIT', message: `New members open at most ${NEW_MEMBER_TOPICS_PER_DAY} topics a day.` }, HttpStatus.TOO_MANY_REQUESTS);
        }
      }
      const status = await statusOfNewPost(manager, user);
      const { id: created } = await rowOf(
        manager,
        db
          .insertInto('forum_topics')
          .values({
            user_id: user.id,
            title: form.title,
            body: form.body,
            body_html: renderPost(form.body, isTrusted(user)),
            excerpt: excerptOf(form.body),
            category: form.category,
            tags: form.tags,
            status,
            search_text: searchTextOf(form.title, form.body, form.tags),
          })
          .returning('id'),
      );
      // The author hears of the answers to their question, and sees those after now as New.
      await this.watches.watch(manager, user.id, created);
      await markRead(manager, user.id, created);
      return created;
    });
    return this.read(id, user);
  }

  /** Its author within 15 minutes, or a moderator at any time. */
  async edit(id: number, form: TopicEditDto, user: UserRow): Promise<ForumTopicDetail> {
    const topic = await this.read(id, user);
    if (topic.author.id !== user.id && !isModerator(user)) throw notYours();
    if (!topic.canEdit) throw editWindowClosed();
    const next = { title: form.title ?? topic.title, body: form.body ?? topic.body, category: form.category ?? topic.category, tags: form.tags ?? topic.tags };
    const trusted = await isAuthorTrusted(this.dataSource.manager, topic.author.id);
    await rowsOf(
      this.dataSource,
      db
        .updateTable('forum_topics')
        .set({
          title: next.title,
          body: next.body,
          body_html: renderPost(next.body, trusted),
          excerpt: excerptOf(next.body),
          category: next.category,
          tags: next.tags,
          search_text: searchTextOf(next.title, next.body, next.tags),
          edited_at: sql<Date>`now()`,
        })
        .where('id', '=', id),
    );
    return this.read(id, user);
  }

  /** Its author or a moderator; soft, so that a moderator can see what was there. */
  async remove(id: number, user: UserRow): Promise<void> {
    const topic = await this.read(id, user);
    if (topic.author.id !== user.id && !isModerator(user)) throw notYours();
    await rowsOf(
      this.dataSource,
      db
        .updateTable('forum_topics')
        .set({ deleted_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('deleted_at', 'is', null),
    );
  }

  /** A moderator's pin, lock or move. */
  async moderate(id: number, change: { is_pinned: boolean } | { is_locked: boolean } | { category: string }): Promise<void> {
    const [column] = Object.keys(change);
    const changed = await rowsOf(this.dataSource, db.updateTable('forum_topics').set(change).where('id', '=', id).where('deleted_at', 'is', null).returning('id'));
    if (changed.length === 0) throw postNotFound();
    await this.audit.record({ action: `forum.topic.${column.replace('is_', '')}`, targetType: 'topics', targetId: id, after: change });
  }

  async watch(id: number, user: UserRow, on: boolean): Promise<void> {
    await this.read(id, user);
    if (on) await this.watches.watch(this.dataSource.manager, user.id, id);
    else await this.watches.unwatch(user.id, id);
  }
}
