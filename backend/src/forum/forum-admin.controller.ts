import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseEnumPipe, Put, Query } from '@nestjs/common';
import { type ForumPendingPost, type ForumReport } from 'shared-contracts';
import { Allowed } from '../common/guards/permission.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe } from '../common/validation/ids.js';
import { ForumModerationService } from './forum-moderation.service.js';
import type { PostKind } from './forum-posts.js';
import { ApprovalDto, ReportResolutionDto } from './forum.dto.js';
import { paged, type Paged } from '../common/http/paged.js';

/** The moderators' queues: members' reports, and new members' posts awaiting approval. */
@Controller('admin/forum')
@Allowed('moderation.manage')
export class ForumAdminController {
  constructor(private readonly moderation: ForumModerationService) {}

  @Get('reports')
  async reports(@Query() query: PageDto): Promise<Paged<ForumReport[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.moderation.reports(limit, offset));
  }

  @Put('reports/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  resolve(@Param('id', IdPipe) id: number, @Body() body: ReportResolutionDto): Promise<void> {
    return this.moderation.resolve(id, body.resolution);
  }

  @Get('pending')
  async pending(@Query() query: PageDto): Promise<Paged<ForumPendingPost[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.moderation.pending(limit, offset));
  }

  @Put('pending/:kind/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  decide(@Param('kind', new ParseEnumPipe({ topics: 'topics', replies: 'replies' })) kind: PostKind, @Param('id', IdPipe) id: number, @Body() body: ApprovalDto): Promise<void> {
    return this.moderation.decide(kind, id, body.approve, body.reason || undefined);
  }
}
