import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseEnumPipe, Patch, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { FORUM_REPLIES_PER_PAGE, FORUM_TOPICS_PER_PAGE, type ForumReply, type ForumTopicDetail, type ForumTopicSummary } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import { IdPipe } from '../common/validation/ids.js';
import type { UserRow } from '../users/user-row.js';
import { ForumLikes } from './forum-likes.js';
import { ForumModerationService } from './forum-moderation.service.js';
import type { PostKind } from './forum-posts.js';
import { ForumRepliesService } from './forum-replies.service.js';
import { ForumTopicsService } from './forum-topics.service.js';
import { FlagDto, HiddenDto, MoveDto, ReplyDto, ReplyEditDto, ReportDto, TopicDto, TopicEditDto, TopicListQuery } from './forum.dto.js';
import { visitorOf } from '../common/http/daily-views.js';
import { paged, type Paged } from '../common/http/paged.js';

const KINDS = ['topics', 'replies'];
const Kind = () => new ParseEnumPipe(Object.fromEntries(KINDS.map((kind) => [kind, kind])));

/** The forum ("Forum"): topics, replies, likes, reports, watching; moderators' powers. */
@Controller('forum')
export class ForumController {
  constructor(
    private readonly topics: ForumTopicsService,
    private readonly replies: ForumRepliesService,
    private readonly likes: ForumLikes,
    private readonly moderation: ForumModerationService,
    private readonly limits: WriteLimits,
  ) {}

  @Get('topics')
  async page(@Query() query: TopicListQuery, @Req() req: Request): Promise<Paged<ForumTopicSummary[]>> {
    const { limit, offset } = pageWindow(query, FORUM_TOPICS_PER_PAGE);
    return paged(await this.topics.page(query, req.currentUser, limit, offset));
  }

  /** Counts a view (once per visitor and day) and marks the topic read for a signed-in reader. */
  @Get('topics/:id')
  topic(@Param('id', IdPipe) id: number, @Req() req: Request): Promise<ForumTopicDetail> {
    return this.topics.detail(id, req.currentUser, visitorOf(req));
  }

  @Get('topics/:id/replies')
  async repliesPage(@Param('id', IdPipe) id: number, @Query() query: PageDto, @Req() req: Request): Promise<Paged<ForumReply[]>> {
    const { limit, offset } = pageWindow(query, FORUM_REPLIES_PER_PAGE);
    return paged(await this.replies.page(id, req.currentUser, limit, offset));
  }

  /** 201; 'pending' for a new member's first posts; 429 TOPIC_DAILY_LIMIT or TOO_MANY_REQUESTS. */
  @Post('topics')
  @UseGuards(SignedInGuard)
  async create(@Body() body: TopicDto, @CurrentUser() user: UserRow): Promise<ForumTopicDetail> {
    await this.limits.consume('forum-topic', user.id);
    return this.topics.create(body, user);
  }

  /** Own within 15 minutes (403 EDIT_WINDOW_CLOSED after), or a moderator; 403 FORBIDDEN for another's. */
  @Patch('topics/:id')
  @UseGuards(SignedInGuard)
  edit(@Param('id', IdPipe) id: number, @Body() body: TopicEditDto, @CurrentUser() user: UserRow): Promise<ForumTopicDetail> {
    return this.topics.edit(id, body, user);
  }

  /** 201; 409 TOPIC_LOCKED; 429 TOO_MANY_REQUESTS. */
  @Post('topics/:id/replies')
  @UseGuards(SignedInGuard)
  async reply(@Param('id', IdPipe) id: number, @Body() body: ReplyDto, @CurrentUser() user: UserRow): Promise<ForumReply> {
    await this.limits.consume('forum-reply', user.id);
    return this.replies.create(id, body.body, body.parentId, user);
  }

  /** Own within 15 minutes (403 EDIT_WINDOW_CLOSED after), or a moderator; 403 FORBIDDEN for another's. */
  @Patch('replies/:id')
  @UseGuards(SignedInGuard)
  editReply(@Param('id', IdPipe) id: number, @Body() body: ReplyEditDto, @CurrentUser() user: UserRow): Promise<ForumReply> {
    return this.replies.edit(id, body.body, user);
  }

  @Delete('topics/:id')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  removeTopic(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.topics.remove(id, user);
  }

  @Delete('replies/:id')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  removeReply(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.replies.remove(id, user);
  }

  @Put(':kind/:id/like')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  like(@Param('kind', Kind()) kind: PostKind, @Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.likes.set(kind, id, user, true);
  }

  @Delete(':kind/:id/like')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  unlike(@Param('kind', Kind()) kind: PostKind, @Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.likes.set(kind, id, user, false);
  }

  /** Once per member and post: 409 ALREADY_REPORTED after. */
  @Post(':kind/:id/report')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async report(@Param('kind', Kind()) kind: PostKind, @Param('id', IdPipe) id: number, @Body() body: ReportDto, @CurrentUser() user: UserRow): Promise<void> {
    await this.limits.consume('forum-report', user.id);
    return this.moderation.report(kind, id, body.reason, body.details, user);
  }

  /** The topic's author only; +25 points to the reply's writer, once. */
  @Put('replies/:id/helpful')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  helpful(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.replies.markHelpful(id, user);
  }

  @Put('topics/:id/watch')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  watch(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.topics.watch(id, user, true);
  }

  @Delete('topics/:id/watch')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  unwatch(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.topics.watch(id, user, false);
  }

  @Put('topics/:id/pin')
  @Allowed('moderation.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  pin(@Param('id', IdPipe) id: number, @Body() body: FlagDto): Promise<void> {
    return this.topics.moderate(id, { is_pinned: body.value });
  }

  @Put('topics/:id/lock')
  @Allowed('moderation.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  lock(@Param('id', IdPipe) id: number, @Body() body: FlagDto): Promise<void> {
    return this.topics.moderate(id, { is_locked: body.value });
  }

  @Put('topics/:id/category')
  @Allowed('moderation.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  move(@Param('id', IdPipe) id: number, @Body() body: MoveDto): Promise<void> {
    return this.topics.moderate(id, { category: body.category });
  }

  @Put(':kind/:id/hidden')
  @Allowed('moderation.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  hide(@Param('kind', Kind()) kind: PostKind, @Param('id', IdPipe) id: number, @Body() body: HiddenDto): Promise<void> {
    return this.moderation.hide(kind, id, body.hidden);
  }
}
