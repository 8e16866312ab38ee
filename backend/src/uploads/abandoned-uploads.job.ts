import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { UploadsService } from './uploads.service.js';

export const ABANDONED_UPLOADS_JOB = 'uploads.remove-abandoned';

/** Every hour: photos uploaded for a listing that was never saved are deleted after a day. */
@Injectable()
export class AbandonedUploadsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly uploads: UploadsService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: ABANDONED_UPLOADS_JOB, cron: '17 * * * *', run: () => this.uploads.removeAbandoned() });
  }
}
