import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';

/** The back-office's writes to the blog; each change and its audit row in one transaction. */
@Injectable()
export class BlogAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Makes a member an author of the blog, or no longer one. */
  async setAuthor(userId: number, isBlogAuthor: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [, count] = await manager.query<[unknown[], number]>('UPDATE users SET is_blog_author = $2 WHERE id = $1', [userId, isBlogAuthor]);
      if (count === 0) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such account.' });
      await this.audit.record({ action: 'user.blog-author', targetType: 'user', targetId: userId, after: { isBlogAuthor } }, manager);
    });
  }

  /** Published now (its first publication date kept), or taken back to draft. */
  async setStatus(postId: number, status: 'draft' | 'published'): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [[row]]: [{ before: string }[], number] = await manager.query(
        `UPDATE blog_posts b SET status = $2, publish_at = CASE WHEN $2 = 'draft' THEN NULL ELSE coalesce(CASE WHEN b.publish_at <= now() THEN b.publish_at END, now()) END, updated_at = now() ` +
          `FROM (SELECT id, status AS before FROM blog_posts WHERE id = $1 AND deleted_at IS NULL FOR UPDATE) old WHERE b.id = old.id RETURNING old.before`,
        [postId, status],
      );
      if (!row) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such post.' });
      await this.audit.record({ action: 'blog.status', targetType: 'blog_post', targetId: postId, before: { status: row.before }, after: { status } }, manager);
    });
  }
}
