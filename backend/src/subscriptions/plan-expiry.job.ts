import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Language, SubscriptionPlanName } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { JobRunner } from '../jobs/job-runner.js';
import type { Mail } from '../mail/mail.service.js';
import { MailQueue } from '../mail/mail-queue.js';
import { COUNTED_STATUSES } from '../properties/listing-states.js';
import { PropertySearchService } from '../properties/property-search.service.js';
import { leavingStateSet } from '../properties/state-columns.js';
import { planMails } from './plan-mails.js';

export const PLAN_EXPIRY_JOB = 'plans.expire';

/** Reminders before a paid plan ends: a week, then the day before (docs/architecture.md §3). */
export const PLAN_REMINDER_DAYS = [7, 1] as const;

// Locked and skipped by any other run: each account is handled by one instance only.
const paidMembers = () =>
  db
    .selectFrom('users')
    .select((eb) => ['id', 'email', 'first_name as firstName', eb.cast<Language>('language', 'text').as('language'), 'subscription_plan as plan', 'plan_expires_at as expiresAt'])
    .where('subscription_plan', '<>', 'free')
    .orderBy('plan_expires_at')
    .limit(50)
    .forUpdate()
    .skipLocked()
    // The plan is one of the plans (a constraint); the due lists below ask for an end date.
    .$narrowType<{ plan: SubscriptionPlanName; expiresAt: Date }>();

const DUE_EXPIRY = paidMembers().where('plan_expires_at', '<=', sql<Date>`now()`);

const dueReminder = (days: number) =>
  paidMembers()
    .where('plan_expires_at', '>', sql<Date>`now()`)
    .where('plan_expires_at', '<=', sql<Date>`now() + make_interval(days => ${days})`)
    .where((eb) => eb.or([eb('plan_reminded_days', 'is', null), eb('plan_reminded_days', '>', days)]));

// The newest listings keep their places; the older ones above the free limit are paused, never deleted.
const pauseAboveFreeLimit = (userId: number) =>
  db
    .updateTable('properties')
    .set(leavingStateSet('paused'))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('properties')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', COUNTED_STATUSES)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(eb.selectFrom('subscription_plans').select('listing_limit').where('name', '=', 'free')),
    )
    .returning('id');

/**
 * Every hour: accounts whose paid plan ended go back to free (listings above its limit paused),
 * and those whose plan ends within a week, then a day, are told once each.
 */
@Injectable()
export class PlanExpiryJob implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    private readonly queue: MailQueue,
    private readonly search: PropertySearchService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: PLAN_EXPIRY_JOB, cron: '53 * * * *', keepHours: 48, run: () => this.run() });
  }

  async run(): Promise<void> {
    while ((await this.expireBatch()) > 0);
    // The nearest reminder first: a plan a day from its end gets that one only, not the week's too.
    for (const days of [...PLAN_REMINDER_DAYS].sort((a, b) => a - b)) while ((await this.remindBatch(days)) > 0);
  }

  private async expireBatch(): Promise<number> {
    const mails: Mail[] = [];
    const mailsFor = planMails(this.app.publicUrl);
    const count = await this.dataSource.transaction(async (manager) => {
      const due = await rowsOf(manager, DUE_EXPIRY);
      for (const member of due) {
        const paused = await rowsOf(manager, pauseAboveFreeLimit(member.id));
        await rowsOf(manager, db.updateTable('users').set({ subscription_plan: 'free', plan_expires_at: null, plan_reminded_days: null }).where('id', '=', member.id));
        mails.push(mailsFor.expired(member, member.plan, paused.length));
      }
      return due.length;
    });
    if (count > 0) this.search.forget();
    for (const mail of mails) await this.queue.enqueue(mail);
    return count;
  }

  private async remindBatch(days: number): Promise<number> {
    const mails: Mail[] = [];
    const mailsFor = planMails(this.app.publicUrl);
    const count = await this.dataSource.transaction(async (manager) => {
      const due = await rowsOf(manager, dueReminder(days));
      for (const member of due) {
        await rowsOf(manager, db.updateTable('users').set({ plan_reminded_days: days }).where('id', '=', member.id));
        mails.push(mailsFor.reminder(member, member.plan, member.expiresAt, days));
      }
      return due.length;
    });
    for (const mail of mails) await this.queue.enqueue(mail);
    return count;
  }
}
