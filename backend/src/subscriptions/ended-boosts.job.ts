import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { ListingBoostsService } from './listing-boosts.service.js';

export const ENDED_BOOSTS_JOB = 'boosts.end';

/** Every quarter of an hour: listings whose week of featuring ended stop being featured. */
@Injectable()
export class EndedBoostsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly boosts: ListingBoostsService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: ENDED_BOOSTS_JOB, cron: '*/15 * * * *', run: () => this.boosts.endDue() });
  }
}
