import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, ValidateNested } from 'class-validator';
import { MAX_EVENTS_PER_BATCH, REPORTED_LEAD_CHANNELS, type ListingEvent, type ListingEventBatch, type ReportedLeadChannel } from 'shared-contracts';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard.js';
import { IsId } from '../common/validation/ids.js';
import { ListingEventsService } from './listing-events.service.js';

class ListingEventDto implements ListingEvent {
  @IsId() propertyId: number;
  @IsIn(REPORTED_LEAD_CHANNELS) kind: ReportedLeadChannel;
}

class ListingEventBatchDto implements ListingEventBatch {
  @IsArray()
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH)
  @ValidateNested({ each: true })
  @Type(() => ListingEventDto)
  events: ListingEventDto[];
}

/** The marketplace's contact buttons report their clicks here, batched; anyone may, a limited number of times a minute. */
@Controller('listing-events')
export class ListingEventsController {
  constructor(private readonly events: ListingEventsService) {}

  /** 202: logged, counted in the owner's figures within the minute. */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(AuthThrottlerGuard)
  async record(@Body() body: ListingEventBatchDto): Promise<void> {
    await this.events.record(body.events);
  }
}
