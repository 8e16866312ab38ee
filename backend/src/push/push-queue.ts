import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PushPayload } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { JobRunner } from '../jobs/job-runner.js';
import { PushSender } from './push-sender.js';

export const SEND_PUSH_JOB = 'push.send';

interface PushJob {
  subscriptionId: number;
  payload: PushPayload;
}

/**
 * Notifications to an account's devices, from the job queue: one job per device, queued in the
 * transaction that decided the news (it exists if and only if that commits), sent by whichever
 * instance takes it, tried again alone when its push service fails. A device gone meanwhile is skipped.
 */
@Injectable()
export class PushQueue implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    private readonly sender: PushSender,
  ) {}

  onModuleInit(): void {
    // The payload names a listing or a sender: kept a day after it ran, then deleted.
    this.jobs.define<PushJob>({ name: SEND_PUSH_JOB, keepHours: 24, run: (job) => this.run(job) });
  }

  /** Queues the payload for each device of the account; how many. */
  async enqueueFor(userId: number, payload: PushPayload, manager: EntityManager): Promise<number> {
    const devices = await rowsOf(manager, db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('id'));
    for (const { id } of devices) await this.jobs.send<PushJob>(SEND_PUSH_JOB, { subscriptionId: id, payload }, manager);
    return devices.length;
  }

  private async run({ subscriptionId, payload }: PushJob): Promise<void> {
    const [target] = await rowsOf(this.dataSource, db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('id', '=', subscriptionId));
    if (target) await this.sender.send(target, payload);
  }
}
