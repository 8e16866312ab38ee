import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import type { ConversationDetail, ConversationListing, ConversationMessage, ConversationSummary, UnreadMessages } from 'shared-contracts';
import { CONVERSATIONS_PER_PAGE } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { paged, type Paged } from '../common/http/paged.js';
import { pageWindow } from '../common/pagination/page.dto.js';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import { IdPipe } from '../common/validation/ids.js';
import type { UserRow } from '../users/user-row.js';
import { ConversationReportsService } from './conversation-reports.service.js';
import { ConversationsService } from './conversations.service.js';
import { MessageBlocksService } from './message-blocks.service.js';
import { MessageWritesService } from './message-writes.service.js';
import { ConversationListQuery, ConversationReportDto, MessageDto, MessagesQuery, NewConversationDto } from './messages.dto.js';

/** Messages between a seeker and a listing's owner (shared-contracts, types/messages.ts): only the two parties, signed in. */
@Controller('conversations')
@UseGuards(SignedInGuard)
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly writes: MessageWritesService,
    private readonly blocks: MessageBlocksService,
    private readonly reports: ConversationReportsService,
    private readonly limits: WriteLimits,
  ) {}

  @Post()
  async start(@Body() body: NewConversationDto, @CurrentUser() user: UserRow): Promise<ConversationDetail> {
    await this.limits.consume('conversation', user.id);
    const id = await this.writes.start(body.propertyId, body, user);
    return this.conversations.read(id, user.id);
  }

  @Get()
  async page(@Query() query: ConversationListQuery, @CurrentUser() user: UserRow): Promise<Paged<ConversationSummary[]>> {
    const { limit, offset } = pageWindow(query, CONVERSATIONS_PER_PAGE);
    return paged(await this.conversations.page(user.id, query.propertyId, limit, offset));
  }

  @Get('listings')
  listings(@CurrentUser() user: UserRow): Promise<ConversationListing[]> {
    return this.conversations.listings(user.id);
  }

  @Get('unread')
  unread(@CurrentUser() user: UserRow): Promise<UnreadMessages> {
    return this.conversations.unread(user.id);
  }

  @Get(':id')
  open(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<ConversationDetail> {
    return this.conversations.open(id, user.id);
  }

  @Get(':id/messages')
  messages(@Param('id', IdPipe) id: number, @Query() query: MessagesQuery, @CurrentUser() user: UserRow): Promise<ConversationMessage[]> {
    return this.conversations.messages(id, user.id, query.before, query.limit);
  }

  @Post(':id/messages')
  async send(@Param('id', IdPipe) id: number, @Body() body: MessageDto, @CurrentUser() user: UserRow): Promise<ConversationMessage> {
    await this.limits.consume('message', user.id);
    const messageId = await this.writes.send(id, body, user);
    const [message] = await this.conversations.messages(id, user.id, messageId + 1, 1);
    return message;
  }

  @Put(':id/block')
  @HttpCode(HttpStatus.NO_CONTENT)
  block(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.blocks.set(id, user.id, true);
  }

  @Delete(':id/block')
  @HttpCode(HttpStatus.NO_CONTENT)
  unblock(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.blocks.set(id, user.id, false);
  }

  @Post(':id/report')
  @HttpCode(HttpStatus.NO_CONTENT)
  async report(@Param('id', IdPipe) id: number, @Body() body: ConversationReportDto, @CurrentUser() user: UserRow): Promise<void> {
    await this.limits.consume('conversation-report', user.id);
    await this.reports.report(id, user.id, body.reason, body.details);
  }
}
