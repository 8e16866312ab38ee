import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { BLOG_COMMENTS_PER_PAGE, MAX_PAGE_SIZE, type BlogComment, type BlogPost, type BlogSummary } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { PUBLIC_READ } from '../common/http/cache-control.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import { visitorOf } from '../common/http/daily-views.js';
import { IdPipe } from '../common/validation/ids.js';
import { validateBody } from '../common/validation/validation-pipe.js';
import type { UserRow } from '../users/user-row.js';
import { BlogCommentsService } from './blog-comments.service.js';
import { BlogCommentDto, BlogFeatureDto, BlogListQuery, BlogPayloadDto } from './blog.dto.js';
import { BlogsService } from './blogs.service.js';
import { paged, type Paged } from '../common/http/paged.js';

/** The body of the PUT: either the admin's featured toggle alone, or the whole post. */
const isFeatureToggle = (body: unknown): boolean => typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'isFeatured' in body;

/** The blog (/api/blogs). */
@Controller('blogs')
export class BlogsController {
  constructor(
    private readonly blogs: BlogsService,
    private readonly comments: BlogCommentsService,
    private readonly limits: WriteLimits,
  ) {}

  /** 200 public posts, filtered and sorted; X-Total-Count. The home page asks it on every visit. */
  @Get()
  @Header('Cache-Control', PUBLIC_READ)
  async page(@Query() query: BlogListQuery): Promise<Paged<BlogSummary[]>> {
    return paged(await this.blogs.list(query));
  }

  /** 200 any post of the writer's, whatever its status (the editor's read). */
  @Get('id/:id')
  @UseGuards(SignedInGuard)
  byId(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<BlogPost> {
    return this.blogs.byId(id, user);
  }

  /** 200 a public post by its slug, or by one it had before; 404 otherwise. */
  @Get(':slug')
  bySlug(@Param('slug') slug: string, @Req() req: Request): Promise<BlogPost> {
    return this.blogs.bySlug(slug, visitorOf(req));
  }

  @Post()
  @UseGuards(SignedInGuard)
  async create(@Body() body: BlogPayloadDto, @CurrentUser() user: UserRow): Promise<BlogPost> {
    return this.blogs.create(body, user);
  }

  @Put(':id')
  @UseGuards(SignedInGuard)
  async update(@Param('id', IdPipe) id: number, @Body() body: unknown, @CurrentUser() user: UserRow): Promise<BlogPost> {
    if (isFeatureToggle(body)) return this.blogs.feature(id, await validateBody(BlogFeatureDto, body), user);
    return this.blogs.update(id, await validateBody(BlogPayloadDto, body), user);
  }

  @Delete(':id')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.blogs.remove(id, user);
  }

  /** 200 the approved comments, and the reader's own waiting ones; X-Total-Count. */
  @Get(':id/comments')
  async commentsPage(@Param('id', IdPipe) id: number, @Query() query: PageDto, @Req() req: Request): Promise<Paged<BlogComment[]>> {
    const { limit, offset } = pageWindow(query, BLOG_COMMENTS_PER_PAGE);
    return paged(await this.comments.page(id, req.currentUser, limit, offset));
  }

  /** 201 the comment; 'pending' while its author is new; 429 past the member's budget. */
  @Post(':id/comments')
  @UseGuards(SignedInGuard)
  async comment(@Param('id', IdPipe) id: number, @Body() body: BlogCommentDto, @CurrentUser() user: UserRow): Promise<BlogComment> {
    await this.limits.consume('blog-comment', user.id);
    return this.comments.add(id, body.body, user);
  }

  @Delete('comments/:id')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  removeComment(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.comments.remove(id, user);
  }
}

/** The writer's own posts, for /blog/write. */
@Controller('user/blogs')
@UseGuards(SignedInGuard)
export class MyBlogsController {
  constructor(private readonly blogs: BlogsService) {}

  @Get()
  async page(@Query() query: PageDto, @CurrentUser() user: UserRow): Promise<Paged<BlogSummary[]>> {
    const { limit, offset } = pageWindow(query, MAX_PAGE_SIZE);
    return paged(await this.blogs.mine(user, limit, offset));
  }
}
