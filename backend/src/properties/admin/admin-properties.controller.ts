import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { type AdminBulkResult, type AdminProperty } from 'shared-contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { sendCsv } from '../../common/http/csv-download.js';
import { PROPERTY_CSV } from './property-csv.js';
import { Allowed } from '../../common/guards/permission.guard.js';
import { pageWindow } from '../../common/pagination/page.dto.js';
import { IdPipe } from '../../common/validation/ids.js';
import type { UserRow } from '../../users/user-row.js';
import { AdminPropertiesQuery, AdminStatusDto, BulkDto, FeaturedDto, RejectionDto } from './admin-properties.dto.js';
import { AdminPropertiesService } from './admin-properties.service.js';
import { paged, type Paged } from '../../common/http/paged.js';

/** The properties tab: every listing whatever its state, and what only admins change. */
@Controller('admin/properties')
@Allowed('properties.manage')
export class AdminPropertiesController {
  constructor(private readonly properties: AdminPropertiesService) {}

  /** ?q, ?status, ?type, ?commune, ?featured, ?owner, ?sort; paginated (X-Total-Count). */
  @Get()
  async page(@Query() query: AdminPropertiesQuery): Promise<Paged<AdminProperty[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.properties.page(query, limit, offset));
  }

  /** The table as filtered, as CSV. */
  @Get('export')
  export(@Query() query: AdminPropertiesQuery, @Res() res: Response): Promise<void> {
    return sendCsv(res, 'properties', PROPERTY_CSV, async (limit, offset) => (await this.properties.page(query, limit, offset)).items);
  }

  @Put(':id/featured')
  featured(@Param('id', IdPipe) id: number, @Body() { featured }: FeaturedDto): Promise<AdminProperty> {
    return this.properties.setFeatured(id, featured);
  }

  @Put(':id/status')
  status(@Param('id', IdPipe) id: number, @Body() { status }: AdminStatusDto): Promise<AdminProperty> {
    return this.properties.setStatus(id, status);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', IdPipe) id: number, @CurrentUser() admin: UserRow): Promise<void> {
    return this.properties.remove(admin, id);
  }

  @Post('bulk')
  @HttpCode(200)
  bulk(@Body() { ids, action }: BulkDto, @CurrentUser() admin: UserRow): Promise<AdminBulkResult> {
    return this.properties.bulk(admin, ids, action);
  }
}

/** The moderation queue's listings: approval is a moderator's work too. */
@Controller('admin/moderation/properties')
@Allowed('moderation.manage')
export class ListingModerationController {
  constructor(private readonly properties: AdminPropertiesService) {}

  /** Listings waiting for approval, oldest first (they have waited longest). */
  @Get()
  async page(@Query() query: AdminPropertiesQuery): Promise<Paged<AdminProperty[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.properties.page({ status: 'pending', sort: 'oldest' }, limit, offset));
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id', IdPipe) id: number): Promise<AdminProperty> {
    return this.properties.approve(id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@Param('id', IdPipe) id: number, @Body() { reason }: RejectionDto): Promise<AdminProperty> {
    return this.properties.reject(id, reason);
  }
}
