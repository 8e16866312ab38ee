import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import utc from 'dayjs/plugin/utc.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { JobRunner } from '../jobs/job-runner.js';
import { UploadsStorage } from '../uploads/storage/uploads-storage.js';
import { BackupBucket } from './backup-bucket.js';
import { BACKUPS_CONFIG, type BackupsConfig } from './backups.config.js';
import { writeBackup } from './write-backup.js';

dayjs.extend(utc);
dayjs.extend(isoWeek);

export const SCHEDULED_BACKUP_JOB = 'site.backup';
/** What the bucket keeps: a week of nights, and a month of weeks. */
export const KEPT_BACKUPS = { daily: 7, weekly: 4 } as const;
const PREFIX = { daily: 'backups/daily/', weekly: 'backups/weekly/' } as const;

/**
 * With BACKUPS_IN_BUCKET=true, every night at 02:30 UTC (once, whichever instance takes it, with
 * the queue's retries): a backup into the photos' bucket as backups/daily/<date>.tar.gz, the
 * week's first also as backups/weekly/<ISO week>.tar.gz, and the oldest beyond what is kept deleted.
 * Names sort as their dates do, so the newest are the last.
 */
@Injectable()
export class ScheduledBackupsJob implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Backup');
  private readonly bucket?: BackupBucket;

  constructor(
    private readonly jobs: JobRunner,
    private readonly dataSource: DataSource,
    private readonly storage: UploadsStorage,
    @Inject(BACKUPS_CONFIG) config: BackupsConfig,
  ) {
    if (config.bucket) this.bucket = new BackupBucket(config.bucket);
  }

  onModuleInit(): void {
    if (this.bucket) this.jobs.define({ name: SCHEDULED_BACKUP_JOB, cron: '30 2 * * *', longRunningHours: 6, run: () => this.backUp(this.bucket!) });
  }

  onApplicationShutdown(): void {
    this.bucket?.close();
  }

  private async backUp(bucket: BackupBucket): Promise<void> {
    const now = dayjs.utc();
    const names = { daily: `${PREFIX.daily}${now.format('YYYY-MM-DD')}.tar.gz`, weekly: `${PREFIX.weekly}${now.isoWeekYear()}-W${String(now.isoWeek()).padStart(2, '0')}.tar.gz` };
    const work = await mkdtemp(join(tmpdir(), 'djelfa-nightly-'));
    try {
      const file = join(work, 'site.tar.gz');
      const done = await writeBackup((this.dataSource.options as PostgresDataSourceOptions).url!, this.storage, file);
      await bucket.put(names.daily, file);
      if (!(await bucket.keys(PREFIX.weekly)).includes(names.weekly)) await bucket.put(names.weekly, file);
      this.logger.log(`Backed up ${done.rows} rows and ${done.photos} photo files into ${names.daily} (${(done.bytes / 1024 / 1024).toFixed(1)} MB).`);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    for (const kind of ['daily', 'weekly'] as const) {
      const kept = await bucket.keys(PREFIX[kind]);
      await bucket.delete(kept.slice(0, Math.max(0, kept.length - KEPT_BACKUPS[kind])));
    }
  }
}
