import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from 'kysely';
import type { AlertChannel, AlertFrequency, Language, Property, SavedSearchFilters } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { JobRunner } from '../jobs/job-runner.js';
import { MailService } from '../mail/mail.service.js';
import { PushQueue } from '../push/push-queue.js';
import { savedSearchPush } from '../push/push-texts.js';
import { db, rowsOf } from '../common/sql/kysely.js';
import { alertEmail } from './alert-email.js';
import { newMatchesWhere } from './saved-searches.service.js';

export const INSTANT_ALERTS_JOB = 'saved-searches.alert-instant';
export const DAILY_ALERTS_JOB = 'saved-searches.alert-daily';

/** Listings named in one email; the rest are counted. */
const LISTED = 10;
/** Searches locked and mailed in one transaction. */
const BATCH = 50;

/**
 * New listings matching saved searches, sent by the job queue: "instant" searches every five
 * minutes, "daily" ones each morning. One email, or one push to each of the account's devices, or
 * both (the account's alert channel), per search with news, never the searcher's own listings;
 * nothing for a search turned off or an account that said no to alerts.
 */
@Injectable()
export class SavedSearchAlertsJob implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    private readonly mail: MailService,
    private readonly push: PushQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: INSTANT_ALERTS_JOB, cron: '*/5 * * * *', keepHours: 24, run: () => this.run('instant') });
    this.jobs.define({ name: DAILY_ALERTS_JOB, cron: '0 7 * * *', keepHours: 48, run: () => this.run('daily') });
  }

  async run(frequency: Exclude<AlertFrequency, 'off'>): Promise<void> {
    let after = 0;
    for (;;) {
      const last = await this.batch(frequency, after);
      if (last === null) return;
      after = last;
    }
  }

  /** One batch of searches, each mailed or pushed and marked in the batch's transaction (a failed send is tried again next run). */
  private batch(frequency: Exclude<AlertFrequency, 'off'>, after: number): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      // Locked and skipped by any other run: each search is mailed by one instance only, once per batch of news.
      const due = await rowsOf(
        manager,
        db
          .selectFrom('saved_searches as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select([
            's.id',
            's.user_id as userId',
            's.name',
            sql<SavedSearchFilters>`s.filters`.as('filters'),
            's.last_notified_at as lastNotifiedAt',
            's.unsubscribe_token as token',
          ])
          .select(['u.email', 'u.first_name as firstName', sql<Language>`u.language`.as('language'), sql<AlertChannel>`u.alert_channel`.as('channel')])
          .where('s.frequency', '=', frequency)
          .where('u.is_active', '=', true)
          .where('u.notify_alerts', '=', true)
          .where('s.id', '>', after)
          .orderBy('s.id')
          .limit(BATCH)
          .forUpdate('s')
          .skipLocked(),
      );
      for (const search of due) {
        const matches = await rowsOf(
          manager,
          db
            .selectFrom('properties as p')
            .select([
              'p.id',
              'p.title',
              'p.title_en as titleEn',
              sql<string>`p.price::text`.as('price'),
              sql<Property['priceUnit']>`p.price_unit`.as('priceUnit'),
              sql<number>`count(*) OVER ()::int`.as('total'),
            ])
            .where(newMatchesWhere(search.filters, search.lastNotifiedAt))
            .where('p.user_id', '<>', search.userId)
            .orderBy('p.published_at', 'desc')
            .limit(LISTED),
        );
        if (matches.length === 0) continue;
        // The pushes are queued in this transaction: a mail that fails takes them back with the mark.
        if (search.channel !== 'email') await this.push.enqueueFor(search.userId, savedSearchPush(search.language, search, matches[0], matches[0].total - 1), manager);
        if (search.channel !== 'push') {
          const unsubscribe = `${this.app.publicUrl}/api/saved-searches/unsubscribe?token=${search.token}`;
          await this.mail.send(alertEmail({ ...search, searchName: search.name }, matches, matches[0].total - matches.length, { site: this.app.publicUrl, unsubscribe }));
        }
        await rowsOf(
          manager,
          db
            .updateTable('saved_searches')
            .set({ last_notified_at: sql`now()` })
            .where('id', '=', search.id),
        );
      }
      return due.length === 0 ? null : due[due.length - 1].id;
    });
  }
}
