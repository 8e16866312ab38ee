import { Module } from '@nestjs/common';
import { ListingEventsController } from './listing-events.controller.js';
import { ListingEventsService } from './listing-events.service.js';
import { OwnerAnalyticsController } from './owner-analytics.controller.js';
import { OwnerAnalyticsService } from './owner-analytics.service.js';
import { RollUpJob } from './roll-up.job.js';

/** What listings bring their owners: events logged cheaply, rolled up, charted (dashboard analytics). */
@Module({
  controllers: [ListingEventsController, OwnerAnalyticsController],
  providers: [ListingEventsService, OwnerAnalyticsService, RollUpJob],
  exports: [ListingEventsService],
})
export class ListingAnalyticsModule {}
