import { Injectable, NotFoundException } from '@nestjs/common';
import { can, type BlogComment, type PendingBlogComment } from 'shared-contracts';
import { AuditLog } from '../audit/audit-log.js';
import { DataSource } from 'typeorm';
import { sql } from 'kysely';
import { db, fragment, rowOf, rowsOf, total, pageOf } from '../common/sql/kysely.js';
import { RefusalMails } from '../mail/refusal-mails.js';
import { iso } from '../common/sql/json-text.js';
import type { UserRow } from '../users/user-row.js';
import { PUBLIC_POST_SQL } from './blog-sql.js';
import { postNotFound } from './blogs.service.js';

/** A member's first comments wait for a moderator, until this many of theirs were approved. */
export const COMMENTS_BEFORE_TRUST = 2;

const COMMENT_JSON =
  `json_build_object('id', c.id, 'postId', c.post_id, 'author', json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'avatar', u.avatar), ` +
  `'body', c.body, 'status', c.status, 'createdAt', ${iso('c.created_at')})`;

/** A comment held for a moderator: the queue, its count, and what a refusal may remove. */
const WAITING = `c.status = 'pending' AND c.deleted_at IS NULL`;

/** Comments under posts: approved ones for everyone, waiting ones for their author and admins. */
@Injectable()
export class BlogCommentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refusals: RefusalMails,
    private readonly audit: AuditLog,
  ) {}

  async page(postId: number, reader: UserRow | undefined, limit: number, offset: number): Promise<{ items: BlogComment[]; total: number }> {
    await this.publicPost(postId);
    let visible = db.selectFrom('blog_comments as c').where('c.post_id', '=', postId).where('c.deleted_at', 'is', null);
    // Approved ones for everyone; a reader's own waiting ones too; every one for moderators.
    if (!can(reader?.role, 'moderation.manage')) visible = visible.where((row) => row.or([row('c.status', '=', 'approved'), row('c.user_id', '=', reader?.id ?? 0)]));
    return pageOf(
      this.dataSource,
      visible
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(fragment<BlogComment>(COMMENT_JSON).as('body'))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset),
      visible.select(total()),
    );
  }

  /** A new member's comment waits; one with approved comments, or a moderator's, publishes at once. */
  async add(postId: number, body: string, user: UserRow): Promise<BlogComment> {
    await this.publicPost(postId);
    const approved = await rowOf(
      this.dataSource,
      db.selectFrom('blog_comments').where('user_id', '=', user.id).where('status', '=', 'approved').where('deleted_at', 'is', null).select(total()),
    );
    const status = can(user.role, 'moderation.manage') || approved.total >= COMMENTS_BEFORE_TRUST ? 'approved' : 'pending';
    const { id } = await rowOf(this.dataSource, db.insertInto('blog_comments').values({ post_id: postId, user_id: user.id, body, status }).returning('id'));
    const row = await rowOf(
      this.dataSource,
      db.selectFrom('blog_comments as c').innerJoin('users as u', 'u.id', 'c.user_id').select(fragment<BlogComment>(COMMENT_JSON).as('body')).where('c.id', '=', id),
    );
    return row.body;
  }

  /** An admin's decision on a waiting comment. */
  async approve(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const approved = await rowsOf(manager, db.updateTable('blog_comments').set({ status: 'approved' }).where('id', '=', id).where('deleted_at', 'is', null).returning('id'));
      if (approved.length === 0) throw commentNotFound();
      await this.audit.record({ action: 'comment.approve', targetType: 'blog_comment', targetId: id, after: { status: 'approved' } }, manager);
    });
  }

  /** Soft; by its author or an admin (anyone else is told there is no such comment). */
  async remove(id: number, user: UserRow): Promise<void> {
    let removable = db
      .updateTable('blog_comments')
      .set({ deleted_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('deleted_at', 'is', null);
    if (!can(user.role, 'moderation.manage')) removable = removable.where('user_id', '=', user.id);
    const removed = await rowsOf(this.dataSource, removable.returning('id'));
    if (removed.length === 0) throw commentNotFound();
  }

  /** The moderation queue's comments: those waiting, oldest first, with the post they are under. */
  async pending(limit: number, offset: number): Promise<{ items: PendingBlogComment[]; total: number }> {
    const [rows, count] = await Promise.all([
      rowsOf(
        this.dataSource,
        db
          .selectFrom('blog_comments as c')
          .innerJoin('users as u', 'u.id', 'c.user_id')
          .innerJoin('blog_posts as b', 'b.id', 'c.post_id')
          .where(fragment<boolean>(WAITING))
          .select(fragment<PendingBlogComment>(`${COMMENT_JSON}::jsonb || jsonb_build_object('postTitle', b.title, 'postSlug', b.slug)`).as('body'))
          .orderBy('c.created_at')
          .orderBy('c.id')
          .limit(limit)
          .offset(offset),
      ),
      this.waiting(),
    ]);
    return { items: rows.map((row) => row.body), total: count };
  }

  /** Comments waiting for approval: the moderation tab's count. */
  async waiting(): Promise<number> {
    const waiting = await rowOf(this.dataSource, db.selectFrom('blog_comments as c').where(fragment<boolean>(WAITING)).select(total()));
    return waiting.total;
  }

  /** A waiting comment refused: removed (kept in the table, never shown), its author mailed the reason. */
  async reject(id: number, reason: string | undefined): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [comment] = await rowsOf(
        manager,
        db
          .updateTable('blog_comments as c')
          .set({ deleted_at: sql<Date>`now()` })
          .where('c.id', '=', id)
          .where(fragment<boolean>(WAITING))
          .returning(['c.user_id', 'c.body']),
      );
      if (!comment) throw commentNotFound();
      await this.refusals.refused(manager, comment.user_id, 'comment', comment.body, reason);
      await this.audit.record(
        { action: 'comment.reject', targetType: 'blog_comment', targetId: id, before: { status: 'pending' }, after: { deleted: true, ...(reason && { reason }) } },
        manager,
      );
    });
  }

  private async publicPost(postId: number): Promise<void> {
    const [post] = await rowsOf(this.dataSource, db.selectFrom('blog_posts as b').select('b.id').where('b.id', '=', postId).where(fragment<boolean>(PUBLIC_POST_SQL)));
    if (!post) throw postNotFound();
  }
}

const commentNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such comment.' });
