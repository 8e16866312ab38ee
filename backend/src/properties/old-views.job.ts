import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { PropertyViews } from './property-views.js';

export const OLD_VIEWS_JOB = 'property-views.forget-old';

/** Every hour: visitors' keys of a day that is over are deleted. */
@Injectable()
export class OldViewsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly views: PropertyViews,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: OLD_VIEWS_JOB, cron: '23 * * * *', run: () => this.views.forgetOld() });
  }
}
