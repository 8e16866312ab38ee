import { Body, Controller, Get, HttpCode, HttpStatus, Param, Put, Query } from '@nestjs/common';
import type { ConversationReport } from 'shared-contracts';
import { Allowed } from '../common/guards/permission.guard.js';
import { paged, type Paged } from '../common/http/paged.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe } from '../common/validation/ids.js';
import { ConversationReportsService } from './conversation-reports.service.js';
import { ConversationReportResolutionDto } from './messages.dto.js';

/** The moderators' queue of reported conversations: what they may read of messages, and nothing more. */
@Controller('admin/conversation-reports')
@Allowed('moderation.manage')
export class ConversationReportsController {
  constructor(private readonly reports: ConversationReportsService) {}

  @Get()
  async page(@Query() query: PageDto): Promise<Paged<ConversationReport[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.reports.page(limit, offset));
  }

  @Put(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  resolve(@Param('id', IdPipe) id: number, @Body() body: ConversationReportResolutionDto): Promise<void> {
    return this.reports.resolve(id, body.resolution);
  }
}
