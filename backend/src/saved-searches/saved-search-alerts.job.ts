import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AlertFrequency, Language, Property, SavedSearchFilters } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { JobRunner } from '../jobs/job-runner.js';
import { MailService } from '../mail/mail.service.js';
import { alertEmail } from './alert-email.js';
import { newMatchesWhere } from './saved-searches.service.js';

export const INSTANT_ALERTS_JOB = 'saved-searches.alert-instant';
export const DAILY_ALERTS_JOB = 'saved-searches.alert-daily';

/** Listings named in one email; the rest are counted. */
const LISTED = 10;

interface DueSearch {
  id: number;
  userId: number;
  name: string;
  filters: SavedSearchFilters;
  lastNotifiedAt: Date;
  token: string;
  email: string;
  firstName: string;
  language: Language;
}

// Locked and skipped by any other run: each search is mailed by one instance only, once per batch of news.
const DUE = `SELECT s.id, s.user_id AS "userId", s.name, s.filters, s.last_notified_at AS "lastNotifiedAt", s.unsubscribe_token AS token,
    u.email, u.first_name AS "firstName", u.language
  FROM saved_searches s JOIN users u ON u.id = s.user_id
  WHERE s.frequency = $1 AND u.is_active AND u.notify_alerts AND s.id > $2
  ORDER BY s.id LIMIT 50 FOR UPDATE OF s SKIP LOCKED`;

/**
 * New listings matching saved searches, mailed by the job queue: "instant" searches every five
 * minutes, "daily" ones each morning. One email per search with news, never the searcher's own
 * listings; nothing for a search turned off or an account that said no to alerts.
 */
@Injectable()
export class SavedSearchAlertsJob implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    private readonly mail: MailService,
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

  /** One batch of searches, each mailed and marked in the batch's transaction (a failed send is tried again next run). */
  private batch(frequency: string, after: number): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const due: DueSearch[] = await manager.query(DUE, [frequency, after]);
      for (const search of due) {
        const where = newMatchesWhere(search.filters, search.lastNotifiedAt);
        const params = [...where.params, search.userId];
        const matches: (Property & { total: number })[] = await manager.query(
          `SELECT p.id, p.title, p.title_en AS "titleEn", p.price::text AS price, p.price_unit AS "priceUnit", count(*) OVER ()::int AS total ` +
            `FROM properties p WHERE ${where.sql} AND p.user_id <> $${params.length} ORDER BY p.published_at DESC LIMIT ${LISTED}`,
          params,
        );
        if (matches.length === 0) continue;
        const unsubscribe = `${this.app.publicUrl}/api/saved-searches/unsubscribe?token=${search.token}`;
        await this.mail.send(alertEmail({ ...search, searchName: search.name }, matches, matches[0].total - matches.length, { site: this.app.publicUrl, unsubscribe }));
        await manager.query('UPDATE saved_searches SET last_notified_at = now() WHERE id = $1', [search.id]);
      }
      return due.length === 0 ? null : due[due.length - 1].id;
    });
  }
}
