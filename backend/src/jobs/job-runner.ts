import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { PgBoss, type JobResult } from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';

/** Work for the queue: its name, what it does with a job's data, and when it runs by itself (cron, UTC). */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** `job.id` is the same on every try of one job: what makes a side effect happen once (a mail). */
  run: (data: T, job: { id: string }) => Promise<unknown>;
  cron?: string;
  /** Hours a finished job is kept (its data may be personal: an email address). */
  keepHours?: number;
  /**
   * Work that may take longer than QUEUE_OPTIONS' 15 minutes (a backup of a large site): each try
   * may run this long while its instance reports it alive every 30 s; one unreported for a minute
   * (its instance died) is failed, and tried again later by any instance.
   */
  longRunningHours?: number;
}

/** Where a job goes when its last try failed: kept there (14 days), for an operator to read and send again. */
export const DEAD_LETTERS = 'dead-letters';
/** A job that fails is tried again, later each time; one that hangs is given up after this. */
const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60, notify: true, deadLetter: DEAD_LETTERS };
/** Up to ten jobs a fetch, each settled on its own; between fetches a poll every 2 s besides NOTIFY. */
const WORK_OPTIONS = { batchSize: 10, perJobResults: true, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 } as const;

/**
 * The job queue (pg-boss, in the database's `pgboss` schema): long or recurring work runs here,
 * with retries, once whatever the number of API instances (each instance works the queue; a
 * job is taken by one, and a schedule sends one job per occurrence). Features define their jobs
 * in onModuleInit; the runner starts once the application has.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly definitions: JobDefinition<never>[] = [];
  private boss?: PgBoss;

  constructor(private readonly dataSource: DataSource) {}

  define<T extends object>(job: JobDefinition<T>): void {
    this.definitions.push(job);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { url } = this.dataSource.options as PostgresDataSourceOptions;
    // LISTEN/NOTIFY wakes a worker the moment a job is sent (a reset link is mailed at once).
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 3, application_name: 'djelfa-jobs', useListenNotify: true });
    boss.on('error', (error) => this.logger.error(`Job queue: ${error.message}`));
    await boss.start();
    this.boss = boss;
    // No worker: its jobs stay, as the record of what failed for good.
    await boss.createQueue(DEAD_LETTERS);
    for (const { name, run, cron, keepHours, longRunningHours } of this.definitions) {
      const options = {
        ...QUEUE_OPTIONS,
        ...(keepHours !== undefined && { deleteAfterSeconds: keepHours * 3_600 }),
        ...(longRunningHours !== undefined && { expireInSeconds: longRunningHours * 3_600, heartbeatSeconds: 60 }),
      };
      await boss.createQueue(name, options);
      // A queue made by an earlier release keeps its options otherwise.
      await boss.updateQueue(name, options);
      if (cron) await boss.schedule(name, cron, null, { tz: 'UTC' });
      await boss.work<object>(name, WORK_OPTIONS, async (batch) => {
        const results: JobResult[] = [];
        for (const job of batch) {
          try {
            await run(job.data as never, { id: job.id });
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            this.logger.warn(`${name} failed (tried again later): ${String(error)}`);
            results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
          }
        }
        return results;
      });
    }
  }

  /** Before the pools close: a job under way finishes, briefly, or is taken up again later by any instance. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: 3_000 });
  }

  /**
   * Queues a job (kept in the database: it runs even if this instance stops now); its id. Given a
   * transaction's manager, the job is queued in that transaction: it exists if and only if the
   * change that asked for it was committed.
   */
  async send<T extends object>(name: string, data: T | null = null, manager?: EntityManager): Promise<string> {
    if (!this.boss) throw new Error('The job queue has not started.');
    const runner = manager?.queryRunner;
    const db = runner && { executeSql: async (text: string, values?: unknown[]) => ({ rows: (await runner.query(text, values, true)).records }) };
    const id = await this.boss.send(name, data, db ? { db } : undefined);
    if (!id) throw new Error(`No job was sent to ${name}.`);
    return id;
  }

  /** Where a job stands: created, active, completed, failed… */
  async stateOf(name: string, id: string): Promise<string | undefined> {
    const [job] = (await this.boss?.findJobs(name, { id })) ?? [];
    return job?.state;
  }
}
