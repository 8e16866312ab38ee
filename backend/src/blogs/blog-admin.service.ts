import { Injectable, NotFoundException } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { db, rowsOf } from '../common/sql/kysely.js';

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
      const changed = await rowsOf(manager, db.updateTable('users').set({ is_blog_author: isBlogAuthor }).where('id', '=', userId).returning('id'));
      if (changed.length === 0) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such account.' });
      await this.audit.record({ action: 'user.blog-author', targetType: 'user', targetId: userId, after: { isBlogAuthor } }, manager);
    });
  }

  /** Published now (its first publication date kept), or taken back to draft. */
  async setStatus(postId: number, status: 'draft' | 'published'): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [row] = await rowsOf(
        manager,
        db
          .updateTable('blog_posts as b')
          .from(db.selectFrom('blog_posts').select(['id', 'status as before']).where('id', '=', postId).where('deleted_at', 'is', null).forUpdate().as('old'))
          .set((post) => ({
            status,
            publish_at:
              status === 'draft'
                ? null
                : post.fn.coalesce(
                    post
                      .case()
                      .when('b.publish_at', '<=', sql<Date>`now()`)
                      .then(post.ref('b.publish_at'))
                      .end(),
                    sql<Date>`now()`,
                  ),
            updated_at: sql<Date>`now()`,
          }))
          .whereRef('b.id', '=', 'old.id')
          .returning('old.before'),
      );
      if (!row) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such post.' });
      await this.audit.record({ action: 'blog.status', targetType: 'blog_post', targetId: postId, before: { status: row.before }, after: { status } }, manager);
    });
  }
}
