import { ConflictException, Injectable } from '@nestjs/common';
import type { ForumPendingPost, ForumReport } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { RefusalMails } from '../mail/refusal-mails.js';
import { iso } from '../common/sql/json-text.js';
import type { UserEntity } from '../users/user.entity.js';
import { KIND, TABLES, postNotFound, recount, type PostKind } from './forum-posts.js';
import { AUTHOR_JSON } from './forum-sql.js';
import { ReplyMailsJob } from './reply-mails.job.js';

/** A report nobody has settled: first in the moderators' list, and counted on their tab. */
const OPEN_REPORT = `f.status = 'open'`;
/** Posts held for a moderator's approval (a new member's first ones): the queue, and its count. */
const PENDING_POSTS =
  `SELECT 'topic' AS kind, t.id, t.id AS topic_id, t.title, t.body, t.user_id, t.created_at FROM forum_topics t WHERE t.status = 'pending' AND t.deleted_at IS NULL ` +
  `UNION ALL SELECT 'reply', p.id, p.topic_id, t.title, p.body, p.user_id, p.created_at FROM forum_replies p JOIN forum_topics t ON t.id = p.topic_id WHERE p.status = 'pending' AND p.deleted_at IS NULL`;
const TEXT_OF = `(CASE f.kind WHEN 'topic' THEN (SELECT body FROM forum_topics WHERE id = f.post_id) ELSE (SELECT body FROM forum_replies WHERE id = f.post_id) END)`;
const TOPIC_OF = `(CASE f.kind WHEN 'topic' THEN f.post_id ELSE (SELECT topic_id FROM forum_replies WHERE id = f.post_id) END)`;

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
  async report(kind: PostKind, id: number, reason: string, details: string | undefined, user: UserEntity): Promise<void> {
    const [post] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM ${TABLES[kind]} WHERE id = $1 AND deleted_at IS NULL AND status <> 'pending'`, [id]);
    if (!post) throw postNotFound();
    const rows: unknown[] = await this.dataSource.query(
      'INSERT INTO forum_reports (user_id, kind, post_id, reason, details) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id',
      [user.id, KIND[kind], id, reason, details || null],
    );
    if (rows.length === 0) throw new ConflictException({ code: 'ALREADY_REPORTED', message: 'You have already reported this.' });
  }

  async reports(limit: number, offset: number): Promise<{ items: ForumReport[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: ForumReport }[]>(
        `SELECT json_build_object('id', f.id, 'kind', f.kind, 'postId', f.post_id, 'topicId', ${TOPIC_OF}, 'excerpt', left(${TEXT_OF}, 200), 'reason', f.reason, ` +
          `'details', f.details, 'reporterName', u.first_name || ' ' || u.last_name, 'status', f.status, 'createdAt', ${iso('f.created_at')}) AS body ` +
          `FROM forum_reports f JOIN users u ON u.id = f.user_id ORDER BY (${OPEN_REPORT}) DESC, f.created_at DESC LIMIT ${limit} OFFSET ${offset}`,
      ),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM forum_reports'),
    ]);
    return { items: rows.map((row) => row.body), total };
  }

  /** Dismissed, or the post hidden (and every open report of it settled with it). */
  async resolve(reportId: number, resolution: 'dismissed' | 'hidden'): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [report] = await manager.query<{ kind: 'topic' | 'reply'; post_id: number }[]>('SELECT kind, post_id FROM forum_reports WHERE id = $1 FOR UPDATE', [reportId]);
      if (!report) throw postNotFound();
      const kind: PostKind = report.kind === 'topic' ? 'topics' : 'replies';
      if (resolution === 'hidden') await this.setHidden(manager, kind, report.post_id, true);
      await manager.query(`UPDATE forum_reports f SET status = $3 WHERE f.kind = $1 AND f.post_id = $2 AND ${OPEN_REPORT}`, [report.kind, report.post_id, resolution]);
      await manager.query('UPDATE forum_reports SET status = $2 WHERE id = $1', [reportId, resolution]);
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
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: ForumPendingPost }[]>(
        `SELECT json_build_object('kind', q.kind, 'id', q.id, 'topicId', q.topic_id, 'title', q.title, 'excerpt', left(q.body, 200), 'author', ${AUTHOR_JSON}, 'createdAt', ${iso('q.created_at')}) AS body ` +
          `FROM (${PENDING_POSTS}) q JOIN users u ON u.id = q.user_id ORDER BY q.created_at LIMIT ${limit} OFFSET ${offset}`,
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM (${PENDING_POSTS}) q`),
    ]);
    return { items: rows.map((row) => row.body), total };
  }

  /** What waits for a moderator: open reports, and posts held for approval. */
  async waiting(): Promise<{ reports: number; posts: number }> {
    const [row] = await this.dataSource.query<{ reports: number; posts: number }[]>(
      `SELECT (SELECT count(*)::int FROM forum_reports f WHERE ${OPEN_REPORT}) AS reports, (SELECT count(*)::int FROM (${PENDING_POSTS}) q) AS posts`,
    );
    return row;
  }

  /** Approved: published (a topic comes up as active now; a reply is announced to its topic's watchers); refused: deleted. */
  /** Published, or refused (removed; the author mailed the reason). */
  async decide(kind: PostKind, id: number, approve: boolean, reason?: string): Promise<void> {
    const published = approve ? (kind === 'topics' ? "status = 'published', last_activity_at = now()" : "status = 'published'") : 'deleted_at = now()';
    const author = await this.dataSource.transaction(async (manager) => {
      const [[row]]: [{ topic_id: number; user_id: number; body: string }[], number] = await manager.query(
        `UPDATE ${TABLES[kind]} SET ${published} WHERE id = $1 AND status = 'pending' AND deleted_at IS NULL RETURNING ${kind === 'replies' ? 'topic_id' : 'id AS topic_id'}, user_id, body`,
        [id],
      );
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
    const [[row]]: [{ topic_id?: number }[], number] = await manager.query(
      `UPDATE ${TABLES[kind]} SET status = $2 WHERE id = $1 AND deleted_at IS NULL AND status <> 'pending' RETURNING ${kind === 'replies' ? 'topic_id' : 'id AS topic_id'}`,
      [id, hidden ? 'hidden' : 'published'],
    );
    if (!row) throw postNotFound();
    if (kind === 'replies') await recount(manager, row.topic_id!);
  }
}
