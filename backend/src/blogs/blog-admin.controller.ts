import { Body, Controller, Get, HttpCode, HttpStatus, Param, Put, Query } from '@nestjs/common';
import type { PendingBlogComment } from 'shared-contracts';
import { Allowed } from '../common/guards/permission.guard.js';
import { paged, type Paged } from '../common/http/paged.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe } from '../common/validation/ids.js';
import { BlogAdminService } from './blog-admin.service.js';
import { BlogCommentsService } from './blog-comments.service.js';
import { BlogAuthorDto, BlogStatusDto, CommentRejectionDto } from './blog.dto.js';

/** The back-office's part of the blog: appoint authors (admins), the waiting comments (moderators too). */
@Controller('admin')
export class BlogAdminController {
  constructor(
    private readonly blogs: BlogAdminService,
    private readonly comments: BlogCommentsService,
  ) {}

  @Put('users/:id/blog-author')
  @Allowed('blogs.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  setAuthor(@Param('id', IdPipe) id: number, @Body() body: BlogAuthorDto): Promise<void> {
    return this.blogs.setAuthor(id, body.isBlogAuthor);
  }

  /** Published now (its first publication date kept), or taken back to draft. */
  @Put('blogs/:id/status')
  @Allowed('blogs.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  setStatus(@Param('id', IdPipe) id: number, @Body() { status }: BlogStatusDto): Promise<void> {
    return this.blogs.setStatus(id, status);
  }

  /** The moderation queue's comments. */
  @Get('blog-comments')
  @Allowed('moderation.manage')
  async pending(@Query() query: PageDto): Promise<Paged<PendingBlogComment[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.comments.pending(limit, offset));
  }

  @Put('blog-comments/:id/reject')
  @Allowed('moderation.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  reject(@Param('id', IdPipe) id: number, @Body() { reason }: CommentRejectionDto): Promise<void> {
    return this.comments.reject(id, reason || undefined);
  }

  @Put('blog-comments/:id/approve')
  @Allowed('moderation.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  approve(@Param('id', IdPipe) id: number): Promise<void> {
    return this.comments.approve(id);
  }
}
