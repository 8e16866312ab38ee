import { ConflictException, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ForumPendingPost, ForumReport } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { RefusalMails } from '../mail/refusal-mails.js';
import { iso } from '../common/sql/json-text.js';
import { db, fragment, pageOf, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import type { UserRow } from '../users/user-row.js';
import { KIND, TABLES, postNotFound, recount, type PostKind } from './forum-posts.js';
import { AUTHOR_JSON } from './forum-sql.js';
import { ReplyMailsJob } from './reply-mails.job.js';

/** A report nobody has settled: first in the moderators' list, and counted on their tab. */
const OPEN_REPORT = `f.status = 'open'`;
const TEXT_OF = `(CASE f.kind WHEN 'topic' THEN (SELECT body FROM forum_topics WHERE id = f.post_id) ELSE (SELECT body FROM forum_replies WHERE id = f.post_id) END)`;
const TOPIC_OF = `(CASE f.kind WHEN 'topic' THEN f.post_id ELSE (SELECT topic_id FROM forum_replies WHERE id = f.post_id) END)`;

/** The report `f` by the account `u` as ForumReport. */
const REPORT_JSON =
  `json_build_object('id', f.id, 'kind', f.kind, 'postId', f.post_id, 'topicId', ${TOPIC_OF}, 'excerpt', left(${TEXT_OF}, 200), 'reason', f.reason, ` +
  `'details', f.details, 'reporterName', u.first_name || ' ' || u.last_name, 'status', f.status, 'createdAt', ${iso('f.created_at')})`;

/** The waiting post `q` by the account `u` as ForumPendingPost. */
const PENDING_JSON = `json_build_object('kind', q.kind, 'id', q.id, 'topicId', q.topic_id, 'title', q.title, 'excerpt', left(q.body, 200), 'author', ${AUTHOR_JSON}, 'createdAt', ${iso('q.created_at')})`;

/** Posts held for a moderator's approval (a new member's first ones): the queue, and its count. */
const pendingPosts = () =>
  db
    .selectFrom('forum_topics as t')
    .select([sql.lit<string>('topic').as('kind'), 't.id', 't.id as topic_id', 't.title', 't.body', 't.user_id', 't.created_at'])
    .where('t.status', '=', 'pending')
    .where('t.deleted_at', 'is', null)
    .unionAll(
      db
        .selectFrom('forum_replies as p')
        .innerJoin('forum_topics as t', 't.id', 'p.topic_id')
        .select([sql.lit<string>('reply').as('kind'), 'p.id', 'p.topic_id', 't.title', 'p.body', 'p.user_id', 'p.created_at'])
        .where('p.status', '=', 'pending')
        .where('p.deleted_at', 'is', null),
    )
    .as('q');

/** Members' reports, and the queue of new members' posts, for the moderators. */
@Injectable()
export class ForumModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mails: ReplyMailsJob,
    private readonly audit: AuditLog,
    private readonly refusals: RefusalMails,
  ) {}

  /** Once per member and post (409 ALREADY_REPORTED after). */
  async report(kind: PostKind, id: number, reason: string, details: string | undefined, user: UserRow): Promise<void> {
    const [post] = await rowsOf(this.dataSource, db.selectFrom(TABLES[kind]).select('id').where('id', '=', id).where('deleted_at', 'is', null).where('status', '<>', 'pending'));
    if (!post) throw postNotFound();
    const rows = await rowsOf(
      this.dataSource,
      db
        .insertInto('forum_reports')
        .values({ user_id: user.id, kind: KIND[kind], post_id: id, reason, details: details || null })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id'),
    );
    if (rows.length === 0) throw new ConflictException({ code: 'ALREADY_REPORTED', message: 'You have already reported this.' });
  }

  async reports(limit: number, offset: number): Promise<{ items: ForumReport[]; total: number }> {
    return pageOf(
      this.dataSource,
      db
        .selectFrom('forum_reports as f')
        .innerJoin('users as u', 'u.id', 'f.user_id')
        .select(fragment<ForumReport>(REPORT_JSON).as('body'))
        .orderBy(fragment(`(${OPEN_REPORT})`), 'desc')
        .orderBy('f.created_at', 'desc')
        .limit(limit)
        .offset(offset),
      db.selectFrom('forum_reports').select(total()),
    );
  }

  /** Dismissed, or the post hidden (and every open report of it settled with it). */
  async resolve(reportId: number, resolution: 'dismissed' | 'hidden'): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [report] = await rowsOf(manager, db.selectFrom('forum_reports').select(['kind', 'post_id']).where('id', '=', reportId).forUpdate());
      if (!report) throw postNotFound();
      const kind: PostKind = report.kind === 'topic' ? 'topics' : 'replies';
      if (resolution === 'hidden') await this.setHidden(manager, kind, report.post_id, true);
      await rowsOf(
        manager,
        db
          .updateTable('forum_reports as f')
          .set({ status: resolution })
          .where('f.kind', '=', report.kind)
          .where('f.post_id', '=', report.post_id)
          .where(fragment<boolean>(OPEN_REPORT)),
      );
      await rowsOf(manager, db.updateTable('forum_reports').set({ status: resolution }).where('id', '=', reportId));
      await this.audit.record({ action: `forum.report.${resolution}`, targetType: report.kind, targetId: report.post_id, after: { report: reportId, resolution } }, manager);
    });
  }

  async hide(kind: PostKind, id: number, hidden: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.setHidden(manager, kind, id, hidden);
      await this.audit.record({ action: hidden ? 'forum.hide' : 'forum.show', targetType: kind, targetId: id, after: { hidden } }, manager);
    });
  }

  async pending(limit: number, offset: number): Promise<{ items: ForumPendingPost[]; total: number }> {
    return pageOf(
      this.dataSource,
      db
        .selectFrom(pendingPosts())
        .innerJoin('users as u', 'u.id', 'q.user_id')
        .select(fragment<ForumPendingPost>(PENDING_JSON).as('body'))
        .orderBy('q.created_at')
        .limit(limit)
        .offset(offset),
      db.selectFrom(pendingPosts()).select(total()),
    );
  }

  /** What waits for a moderator: open reports, and posts held for approval. */
  async waiting(): Promise<{ reports: number; posts: number }> {
    const reports = db.selectFrom('forum_reports as f').where(fragment<boolean>(OPEN_REPORT)).select(total());
    const posts = db.selectFrom(pendingPosts()).select(total());
    return rowOf(this.dataSource, db.selectNoFrom([sql<number>`${reports}`.as('reports'), sql<number>`${posts}`.as('posts')]));
  }

  /** Approved: published (a topic comes up as active now; a reply is announced to its topic's watchers); refused: removed, the author mailed the reason. */
  async decide(kind: PostKind, id: number, approve: boolean, reason?: string): Promise<void> {
    const removed = { deleted_at: sql<Date>`now()` };
    const decided =
      kind === 'topics'
        ? db
            .updateTable('forum_topics')
            .set(approve ? { status: 'published', last_activity_at: sql<Date>`now()` } : removed)
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .where('deleted_at', 'is', null)
            .returning(['id as topic_id', 'user_id', 'body'])
        : db
            .updateTable('forum_replies')
            .set(approve ? { status: 'published' } : removed)
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .where('deleted_at', 'is', null)
            .returning(['topic_id', 'user_id', 'body']);
    const author = await this.dataSource.transaction(async (manager) => {
      const [row] = await rowsOf(manager, decided);
      if (!row) throw postNotFound();
      if (kind === 'replies') await recount(manager, row.topic_id);
      await this.audit.record(
        {
          action: approve ? 'forum.approve' : 'forum.refuse',
          targetType: kind,
          targetId: id,
          before: { status: 'pending' },
          after: { status: approve ? 'published' : 'deleted', ...(reason && { reason }) },
        },
        manager,
      );
      return row;
    });
    if (approve && kind === 'replies') await this.mails.announce(id);
    if (!approve) await this.refusals.refused(this.dataSource.manager, author.user_id, KIND[kind], author.body, reason);
  }

  private async setHidden(manager: EntityManager, kind: PostKind, id: number, hidden: boolean): Promise<void> {
    const status = hidden ? 'hidden' : 'published';
    // Hiding a reply changes what its topic counts; a topic needs only to exist.
    const changed =
      kind === 'replies'
        ? db.updateTable('forum_replies').set({ status }).where('id', '=', id).where('deleted_at', 'is', null).where('status', '<>', 'pending').returning('topic_id')
        : db.updateTable('forum_topics').set({ status }).where('id', '=', id).where('deleted_at', 'is', null).where('status', '<>', 'pending').returning('id as topic_id');
    const [row] = await rowsOf(manager, changed);
    if (!row) throw postNotFound();
    if (kind === 'replies') await recount(manager, row.topic_id);
  }
}
