import { Body, Controller, Get, HttpCode, HttpStatus, NotFoundException, Param, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { TOTAL_COUNT_HEADER, type PendingBlogComment } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe } from '../common/validation/ids.js';
import { BlogAuthorDto, BlogStatusDto, CommentRejectionDto } from './blog.dto.js';
import { BlogCommentsService } from './blog-comments.service.js';

/** The back-office's part of the blog: appoint authors (admins), the waiting comments (moderators too). */
@Controller('admin')
export class BlogAdminController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly comments: BlogCommentsService,
    private readonly audit: AuditLog,
  ) {}

  @Put('users/:id/blog-author')
  @Allowed('blogs.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  async setAuthor(@Param('id', IdPipe) id: number, @Body() body: BlogAuthorDto): Promise<void> {
    const [, count] = await this.dataSource.query('UPDATE users SET is_blog_author = $2 WHERE id = $1', [id, body.isBlogAuthor]);
    if (count === 0) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such account.' });
    await this.audit.record({ action: 'user.blog-author', targetType: 'user', targetId: id, after: { isBlogAuthor: body.isBlogAuthor } });
  }

  /** Published now (its first publication date kept), or taken back to draft. */
  @Put('blogs/:id/status')
  @Allowed('blogs.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  async setStatus(@Param('id', IdPipe) id: number, @Body() { status }: BlogStatusDto): Promise<void> {
    const [[row]]: [{ before: string }[], number] = await this.dataSource.query(
      `UPDATE blog_posts b SET status = $2, publish_at = CASE WHEN $2 = 'draft' THEN NULL ELSE coalesce(CASE WHEN b.publish_at <= now() THEN b.publish_at END, now()) END, updated_at = now() ` +
        `FROM (SELECT id, status AS before FROM blog_posts WHERE id = $1 AND deleted_at IS NULL FOR UPDATE) old WHERE b.id = old.id RETURNING old.before`,
      [id, status],
    );
    if (!row) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such post.' });
    await this.audit.record({ action: 'blog.status', targetType: 'blog_post', targetId: id, before: { status: row.before }, after: { status } });
  }

  /** The moderation queue's comments. */
  @Get('blog-comments')
  @Allowed('moderation.manage')
  async pending(@Query() query: PageDto, @Res({ passthrough: true }) res: Response): Promise<PendingBlogComment[]> {
    const { limit, offset } = pageWindow(query, 20);
    const { items, total } = await this.comments.pending(limit, offset);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    return items;
  }

  @Put('blog-comments/:id/reject')
  @Allowed('moderation.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  async reject(@Param('id', IdPipe) id: number, @Body() { reason }: CommentRejectionDto): Promise<void> {
    await this.comments.reject(id, reason || undefined);
    await this.audit.record({ action: 'comment.reject', targetType: 'blog_comment', targetId: id, before: { status: 'pending' }, after: { deleted: true, ...(reason && { reason }) } });
  }

  @Put('blog-comments/:id/approve')
  @Allowed('moderation.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  async approve(@Param('id', IdPipe) id: number): Promise<void> {
    await this.comments.approve(id);
    await this.audit.record({ action: 'comment.approve', targetType: 'blog_comment', targetId: id, after: { status: 'approved' } });
  }
}
