import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { MAX_ID, type OwnerAnalytics } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { QueryWholeNumber } from '../common/validation/query-values.js';
import { listingNotFound } from '../properties/property-reads.service.js';
import type { UserRow } from '../users/user-row.js';
import { OwnerAnalyticsService } from './owner-analytics.service.js';

class AnalyticsQuery {
  @IsOptional() @QueryWholeNumber(1, MAX_ID) propertyId?: number;
}

@Controller('user/analytics')
@UseGuards(SignedInGuard)
export class OwnerAnalyticsController {
  constructor(private readonly analytics: OwnerAnalyticsService) {}

  /** 200 the caller's figures, for all their listings or one (404 unless it is theirs). */
  @Get()
  async of(@CurrentUser() user: UserRow, @Query() query: AnalyticsQuery): Promise<OwnerAnalytics> {
    const figures = await this.analytics.of(user.id, query.propertyId ?? null);
    if (!figures) throw listingNotFound(query.propertyId!);
    return figures;
  }
}
