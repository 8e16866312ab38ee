import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { LISTING_REPORT_REASONS, type ListingReport, type ListingReportPayload, type ListingReportReason, type ListingReportResolution } from 'shared-contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Allowed } from '../../common/guards/permission.guard.js';
import { SignedInGuard } from '../../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../../common/pagination/page.dto.js';
import { WriteLimits } from '../../common/rate-limits/write-limits.js';
import { IdPipe } from '../../common/validation/ids.js';
import { MaxLengthOf } from '../../common/validation/length.js';
import type { UserRow } from '../../users/user-row.js';
import { ListingReportsService } from './listing-reports.service.js';
import { paged, type Paged } from '../../common/http/paged.js';

class ListingReportDto implements ListingReportPayload {
  @IsIn(LISTING_REPORT_REASONS) reason: ListingReportReason;
  @IsOptional() @Trim() @IsString() @MaxLengthOf(500) details?: string;
}

class ResolutionDto implements ListingReportResolution {
  @IsIn(['dismissed', 'paused']) resolution: 'dismissed' | 'paused';
}

/** A member reports a listing: once each, ten a day at most. */
@Controller('properties')
export class ListingReportsController {
  constructor(
    private readonly reports: ListingReportsService,
    private readonly limits: WriteLimits,
  ) {}

  @Post(':id/report')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async report(@Param('id', IdPipe) id: number, @Body() body: ListingReportDto, @CurrentUser() user: UserRow): Promise<void> {
    await this.limits.consume('listing-report', user.id);
    await this.reports.report(id, body.reason, body.details, user);
  }
}

/** The moderation queue's listing reports. */
@Controller('admin/moderation/listing-reports')
@Allowed('moderation.manage')
export class ListingReportsAdminController {
  constructor(private readonly reports: ListingReportsService) {}

  @Get()
  async page(@Query() query: PageDto): Promise<Paged<ListingReport[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.reports.page(limit, offset));
  }

  @Put(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  resolve(@Param('id', IdPipe) id: number, @Body() { resolution }: ResolutionDto): Promise<void> {
    return this.reports.resolve(id, resolution);
  }
}
