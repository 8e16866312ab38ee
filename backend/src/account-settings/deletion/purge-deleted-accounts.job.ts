import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../../jobs/job-runner.js';
import { AccountDeletionService } from './account-deletion.service.js';

export const PURGE_DELETED_ACCOUNTS_JOB = 'accounts.purge-deleted';

/** Every hour: accounts whose 14 days are over are deleted with all they hold. */
@Injectable()
export class PurgeDeletedAccountsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly deletion: AccountDeletionService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: PURGE_DELETED_ACCOUNTS_JOB, cron: '47 * * * *', run: () => this.deletion.purgeDue() });
  }
}
