import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { normalizeForSearch, type ForumTopicDetail, type ForumTopicSummary } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { iso } from '../properties/property-json.js';
import { containsPattern, keywordWords } from '../properties/search/keyword.js';
import type { UserEntity } from '../users/user.entity.js';
import { renderPost } from './forum-markdown.js';
import { editWindowClosed, isModerator, isTrusted, postNotFound, statusOfNewPost } from './forum-posts.js';
import { CAN_EDIT, NEW_MEMBER_DAYS, NEW_MEMBER_TOPICS_PER_DAY, TOPIC_SUMMARY_JSON, visibleTo } from './forum-sql.js';
import type { TopicDto, TopicEditDto, TopicListQuery } from './forum.dto.js';
import { ForumWatchesService } from './forum-watches.service.js';

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
  ) {}

  async page(query: TopicListQuery, reader: UserEntity | undefined, limit: number, offset: number): Promise<{ items: ForumTopicSummary[]; total: number }> {
    const params: unknown[] = [reader?.id ?? 0];
    // The list shows published topics, and the reader's own waiting ones (marked so).
    const where = [`t.deleted_at IS NULL AND (t.status = 'published' OR (t.status = 'pending' AND t.user_id = $1))`];
    for (const word of keywordWords(query.q)) {
      params.push(containsPattern(word));
      where.push(`t.search_text LIKE $${params.length}`);
    }
    if (query.category) {
      params.push(query.category);
      where.push(`t.category = $${params.length}`);
    }
    const condition = where.join(' AND ');
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${TOPIC_SUMMARY_JSON('$1')} AS body FROM forum_topics t JOIN users u ON u.id = t.user_id WHERE ${condition} ` +
          `ORDER BY t.is_pinned DESC, ${SORTS[query.sort ?? 'activity']}, t.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM forum_topics t WHERE ${condition}`, params),
    ]);
    return { items: rows.map((row: { body: ForumTopicSummary }) => row.body), total };
  }

  /** A topic its reader may see, marked read for them; a person's visit counts a view (a crawler's does not). */
  async detail(id: number, reader: UserEntity | undefined, countView: boolean): Promise<ForumTopicDetail> {
    const topic = await this.read(id, reader);
    if (reader) {
      await this.dataSource.query(
        'INSERT INTO forum_reads (user_id, topic_id, read_at) VALUES ($1, $2, now()) ON CONFLICT (user_id, topic_id) DO UPDATE SET read_at = now()',
        [reader.id, id],
      );
    }
    if (!countView) return topic;
    await this.dataSource.query('UPDATE forum_topics SET view_count = view_count + 1 WHERE id = $1', [id]);
    return { ...topic, viewCount: topic.viewCount + 1 };
  }

  async read(id: number, reader: UserEntity | undefined): Promise<ForumTopicDetail> {
    const [row] = await this.dataSource.query(
      `SELECT ${DETAIL_JSON} AS body FROM forum_topics t JOIN users u ON u.id = t.user_id WHERE t.id = $1 AND ${visibleTo('t', '$2', '$3')}`,
      [id, reader?.id ?? 0, isModerator(reader)],
    );
    if (!row) throw postNotFound();
    return row.body;
  }

  /** A new member's first topics wait for a moderator, and they open at most three a day. */
  async create(form: TopicDto, user: UserEntity): Promise<ForumTopicDetail> {
    const id = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      if (!isModerator(user) && Date.now() - user.createdAt.getTime() < NEW_MEMBER_DAYS * 86_400_000) {
        const [{ today }] = await manager.query(`SELECT count(*)::int AS today FROM forum_topics WHERE user_id = $1 AND created_at > now() - interval '1 day'`, [user.id]);
        if (today >= NEW_MEMBER_TOPICS_PER_DAY) {
          throw new HttpException({ code: 'TOPIC_DAILY_LIMIT', message: `New members open at most ${NEW_MEMBER_TOPICS_PER_DAY} topics a day.` }, HttpStatus.TOO_MANY_REQUESTS);
        }
      }
      const status = await statusOfNewPost(manager, user);
      const [{ id: created }] = await manager.query(
        'INSERT INTO forum_topics (user_id, title, body, body_html, category, tags, status, search_text) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
        [user.id, form.title, form.body, renderPost(form.body, isTrusted(user)), form.category, form.tags ?? [], status, normalizeForSearch(`${form.title} ${form.body} ${(form.tags ?? []).join(' ')}`)],
      );
      // The author hears of the answers to their question.
      await this.watches.watch(manager, user.id, created);
      return created as number;
    });
    return this.read(id, user);
  }

  /** Its author within 15 minutes, or a moderator. */
  async edit(id: number, form: TopicEditDto, user: UserEntity): Promise<ForumTopicDetail> {
    const topic = await this.read(id, user);
    if (topic.author.id !== user.id && !isModerator(user)) throw postNotFound();
    if (!topic.canEdit) throw editWindowClosed();
    const next = { title: form.title ?? topic.title, body: form.body ?? topic.body, category: form.category ?? topic.category, tags: form.tags ?? topic.tags };
    const [[author]]: [{ role: UserEntity['role']; createdAt: Date }[], number] = await this.dataSource.query(
      'UPDATE forum_topics t SET title = $2, body = $3, category = $4, tags = $5, search_text = $6, edited_at = now() FROM users u WHERE t.id = $1 AND u.id = t.user_id RETURNING u.role, u.created_at AS "createdAt"',
      [id, next.title, next.body, next.category, next.tags, normalizeForSearch(`${next.title} ${next.body} ${next.tags.join(' ')}`)],
    );
    await this.dataSource.query('UPDATE forum_topics SET body_html = $2 WHERE id = $1', [id, renderPost(next.body, isTrusted(author))]);
    return this.read(id, user);
  }

  async remove(id: number, user: UserEntity): Promise<void> {
    const [, count] = await this.dataSource.query('UPDATE forum_topics SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL AND (user_id = $2 OR $3)', [id, user.id, isModerator(user)]);
    if (count === 0) throw postNotFound();
  }

  /** A moderator's pin, lock, hide or move. */
  async moderate(id: number, change: { is_pinned?: boolean; is_locked?: boolean; status?: 'published' | 'hidden'; category?: string }): Promise<void> {
    const [[column, value]] = Object.entries(change);
    const [, count] = await this.dataSource.query(`UPDATE forum_topics SET ${column} = $2 WHERE id = $1 AND deleted_at IS NULL`, [id, value]);
    if (count === 0) throw postNotFound();
  }

  async watch(id: number, user: UserEntity, on: boolean): Promise<void> {
    await this.read(id, user);
    if (on) await this.watches.watch(this.dataSource.manager, user.id, id);
    else await this.watches.unwatch(user.id, id);
  }
}
