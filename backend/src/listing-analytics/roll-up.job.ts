import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { ListingEventsService } from './listing-events.service.js';

export const ROLL_UP_JOB = 'listing-events.roll-up';

/** Every minute: the event log into the daily figures. */
@Injectable()
export class RollUpJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly events: ListingEventsService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: ROLL_UP_JOB, cron: '* * * * *', keepHours: 1, run: () => this.events.rollUp() });
  }
}
