import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { SignInLimits } from './sign-in-limits.js';

export const EXPIRED_SIGN_IN_LIMITS_JOB = 'sign-in-limits.delete-expired';

/** Every hour: counters of wrong passwords whose window has passed are deleted. */
@Injectable()
export class ExpiredSignInLimitsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly limits: SignInLimits,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: EXPIRED_SIGN_IN_LIMITS_JOB, cron: '41 * * * *', run: () => this.limits.deleteExpired() });
  }
}
