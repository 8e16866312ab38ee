import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ScheduledBackupsJob } from './scheduled-backups.job.js';

/** The nightly backups into the bucket (BACKUPS_IN_BUCKET); `npm run backup` and `restore` are backup-command.ts. */
@Module({
  imports: [UploadsModule],
  providers: [ScheduledBackupsJob],
})
export class BackupModule {}
