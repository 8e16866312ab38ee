import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Language, SubscriptionPlanName } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { JobRunner } from '../jobs/job-runner.js';
import type { Mail } from '../mail/mail.service.js';
import { MailQueue } from '../mail/mail-queue.js';
import { COUNTED_SQL } from '../properties/listing-states.js';
import { PropertySearchService } from '../properties/property-search.service.js';
import { leavingStateSql } from '../properties/state-columns.js';
import { planMails } from './plan-mails.js';

export const PLAN_EXPIRY_JOB = 'plans.expire';

/** Reminders before a paid plan ends: a week, then the day before (docs/architecture.md §3). */
export const PLAN_REMINDER_DAYS = [7, 1] as const;

interface Member {
  id: number;
  email: string;
  firstName: string;
  language: Language;
  plan: SubscriptionPlanName;
  expiresAt: Date;
}

const MEMBER = `id, email, first_name AS "firstName", language::text AS language, subscription_plan AS plan, plan_expires_at AS "expiresAt"`;

// Locked and skipped by any other run: each account is handled by one instance only.
const DUE_EXPIRY = `SELECT ${MEMBER} FROM users WHERE subscription_plan <> 'free' AND plan_expires_at <= now() ORDER BY plan_expires_at LIMIT 50 FOR UPDATE SKIP LOCKED`;
const DUE_REMINDER = `SELECT ${MEMBER} FROM users WHERE subscription_plan <> 'free' AND plan_expires_at > now() AND plan_expires_at <= now() + make_interval(days => $1)
  AND (plan_reminded_days IS NULL OR plan_reminded_days > $1) ORDER BY plan_expires_at LIMIT 50 FOR UPDATE SKIP LOCKED`;

// The newest listings keep their places; the older ones above the free limit are paused, never deleted.
const PAUSE_ABOVE_FREE_LIMIT = `UPDATE properties SET ${leavingStateSql('paused')} WHERE id IN (
  SELECT id FROM properties WHERE user_id = $1 AND ${COUNTED_SQL} ORDER BY created_at DESC, id DESC
  OFFSET (SELECT listing_limit FROM subscription_plans WHERE name = 'free'))`;

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
      const due: Member[] = await manager.query(DUE_EXPIRY);
      for (const member of due) {
        const [, paused] = await manager.query<[unknown[], number]>(PAUSE_ABOVE_FREE_LIMIT, [member.id]);
        await manager.query(`UPDATE users SET subscription_plan = 'free', plan_expires_at = NULL, plan_reminded_days = NULL WHERE id = $1`, [member.id]);
        mails.push(mailsFor.expired(member, member.plan, paused));
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
      const due: Member[] = await manager.query(DUE_REMINDER, [days]);
      for (const member of due) {
        await manager.query('UPDATE users SET plan_reminded_days = $2 WHERE id = $1', [member.id, days]);
        mails.push(mailsFor.reminder(member, member.plan, member.expiresAt, days));
      }
      return due.length;
    });
    for (const mail of mails) await this.queue.enqueue(mail);
    return count;
  }
}
