import { Body, Controller, HttpCode, HttpStatus, NotFoundException, Param, Put } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { IdPipe } from '../common/validation/ids.js';
import { BlogAuthorDto } from './blog.dto.js';
import { BlogCommentsService } from './blog-comments.service.js';

/** What only an admin does to the blog: appoint authors, approve waiting comments. */
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

  @Put('blog-comments/:id/approve')
  @Allowed('moderation.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  async approve(@Param('id', IdPipe) id: number): Promise<void> {
    await this.comments.approve(id);
    await this.audit.record({ action: 'comment.approve', targetType: 'blog_comment', targetId: id, after: { status: 'approved' } });
  }
}
