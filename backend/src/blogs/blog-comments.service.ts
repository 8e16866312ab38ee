import { Injectable, NotFoundException } from '@nestjs/common';
import { can, type BlogComment, type PendingBlogComment } from 'shared-contracts';
import { AuditLog } from '../audit/audit-log.js';
import { DataSource } from 'typeorm';
import { RefusalMails } from '../mail/refusal-mails.js';
import { iso } from '../common/sql/json-text.js';
import type { UserEntity } from '../users/user.entity.js';
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

  async page(postId: number, reader: UserEntity | undefined, limit: number, offset: number): Promise<{ items: BlogComment[]; total: number }> {
    await this.publicPost(postId);
    const visible = `c.post_id = $1 AND c.deleted_at IS NULL AND (c.status = 'approved' OR c.user_id = $2 OR $3)`;
    const params = [postId, reader?.id ?? 0, can(reader?.role, 'moderation.manage')];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: BlogComment }[]>(
        `SELECT ${COMMENT_JSON} AS body FROM blog_comments c JOIN users u ON u.id = c.user_id WHERE ${visible} ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM blog_comments c WHERE ${visible}`, params),
    ]);
    return { items: rows.map((row) => row.body), total };
  }

  /** A new member's comment waits; one with approved comments, or a moderator's, publishes at once. */
  async add(postId: number, body: string, user: UserEntity): Promise<BlogComment> {
    await this.publicPost(postId);
    const [{ approved }] = await this.dataSource.query<{ approved: number }[]>(
      `SELECT count(*)::int AS approved FROM blog_comments WHERE user_id = $1 AND status = 'approved' AND deleted_at IS NULL`,
      [user.id],
    );
    const status = can(user.role, 'moderation.manage') || approved >= COMMENTS_BEFORE_TRUST ? 'approved' : 'pending';
    const [{ id }] = await this.dataSource.query<{ id: number }[]>('INSERT INTO blog_comments (post_id, user_id, body, status) VALUES ($1, $2, $3, $4) RETURNING id', [
      postId,
      user.id,
      body,
      status,
    ]);
    const [row] = await this.dataSource.query<{ body: BlogComment }[]>(`SELECT ${COMMENT_JSON} AS body FROM blog_comments c JOIN users u ON u.id = c.user_id WHERE c.id = $1`, [
      id,
    ]);
    return row.body;
  }

  /** An admin's decision on a waiting comment. */
  async approve(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [, count] = await manager.query<[unknown[], number]>(`UPDATE blog_comments SET status = 'approved' WHERE id = $1 AND deleted_at IS NULL`, [id]);
      if (count === 0) throw commentNotFound();
      await this.audit.record({ action: 'comment.approve', targetType: 'blog_comment', targetId: id, after: { status: 'approved' } }, manager);
    });
  }

  /** Soft; by its author or an admin (anyone else is told there is no such comment). */
  async remove(id: number, user: UserEntity): Promise<void> {
    const [, count] = await this.dataSource.query<[unknown[], number]>(
      'UPDATE blog_comments SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL AND (user_id = $2 OR $3)',
      [id, user.id, can(user.role, 'moderation.manage')],
    );
    if (count === 0) throw commentNotFound();
  }

  /** The moderation queue's comments: those waiting, oldest first, with the post they are under. */
  async pending(limit: number, offset: number): Promise<{ items: PendingBlogComment[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.dataSource.query<{ body: PendingBlogComment }[]>(
        `SELECT ${COMMENT_JSON}::jsonb || jsonb_build_object('postTitle', b.title, 'postSlug', b.slug) AS body FROM blog_comments c JOIN users u ON u.id = c.user_id ` +
          `JOIN blog_posts b ON b.id = c.post_id WHERE ${WAITING} ORDER BY c.created_at, c.id LIMIT ${limit} OFFSET ${offset}`,
      ),
      this.waiting(),
    ]);
    return { items: rows.map((row) => row.body), total };
  }

  /** Comments waiting for approval: the moderation tab's count. */
  async waiting(): Promise<number> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM blog_comments c WHERE ${WAITING}`);
    return count;
  }

  /** A waiting comment refused: removed (kept in the table, never shown), its author mailed the reason. */
  async reject(id: number, reason: string | undefined): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [[comment]]: [{ user_id: number; body: string }[], number] = await manager.query(
        `UPDATE blog_comments c SET deleted_at = now() WHERE c.id = $1 AND ${WAITING} RETURNING c.user_id, c.body`,
        [id],
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
    const [row] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM blog_posts b WHERE b.id = $1 AND ${PUBLIC_POST_SQL}`, [postId]);
    if (!row) throw postNotFound();
  }
}

const commentNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such comment.' });
