import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';

/** A recurring job: its queue's name, when it runs (cron, UTC) and what it does. */
export interface RecurringJob {
  name: string;
  cron: string;
  run: () => Promise<unknown>;
}

/** A job that fails is tried again, later each time; one that hangs is given up after this. */
const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 };

/**
 * The job queue (pg-boss, in the database's `pgboss` schema): long or recurring work runs here,
 * with retries, once whatever the number of API instances (each instance works the queue; a
 * job is taken by one, and a schedule sends one job per occurrence). Features declare their
 * jobs in onModuleInit; the runner starts once the application has.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly recurring: RecurringJob[] = [];
  private boss?: PgBoss;

  constructor(private readonly dataSource: DataSource) {}

  every(job: RecurringJob): void {
    this.recurring.push(job);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { url } = this.dataSource.options as PostgresDataSourceOptions;
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 3, application_name: 'djelfa-jobs' });
    boss.on('error', (error) => this.logger.error(`Job queue: ${error.message}`));
    await boss.start();
    this.boss = boss;
    for (const job of this.recurring) {
      await boss.createQueue(job.name, QUEUE_OPTIONS);
      await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
      await boss.work(job.name, async () => {
        await job.run();
      });
    }
  }

  /** Before the pools close: a job under way finishes, briefly, or is taken up again later by any instance. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: 3_000 });
  }

  /** Sends one run of a recurring job now (an admin's "run now", tests); its id. */
  async runNow(name: string): Promise<string> {
    if (!this.boss) throw new Error('The job queue has not started.');
    const id = await this.boss.send(name, null);
    if (!id) throw new Error(`No job was sent to ${name}.`);
    return id;
  }

  /** Where a job stands: created, active, completed, failed… */
  async stateOf(name: string, id: string): Promise<string | undefined> {
    const [job] = (await this.boss?.findJobs(name, { id })) ?? [];
    return job?.state;
  }
}
