import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from 'kysely';
import { EXPIRY_NOTICE_DAYS, type Language } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { MailService } from '../../mail/mail.service.js';
import { PropertySearchService } from '../property-search.service.js';
import { leavingStateSet } from '../state-columns.js';
import { expiryEmail, renewLink, type ExpiringListing } from './expiry-email.js';

export const LISTING_EXPIRY_JOB = 'listings.expire';

// The ids are only counted: the search's pages are dropped when some listing left them.
const EXPIRE = db
  .updateTable('properties')
  .set(leavingStateSet('expired'))
  .where('status', '=', 'active')
  .where('expires_at', '<=', sql<Date>`now()`)
  .returning('id');

// Locked and skipped by any other run: each notice is taken by one instance only.
const DUE_NOTICES = db
  .selectFrom('properties as p')
  .innerJoin('users as u', 'u.id', 'p.user_id')
  .select(['p.id', 'p.title', 'p.title_en as titleEn', 'p.expires_at as expiresAt', 'u.email', 'u.first_name as firstName', 'u.language', 'u.notify_listing_expiry as wanted'])
  .where('p.status', '=', 'active')
  .where('p.expiry_notice_sent_at', 'is', null)
  .where('p.expires_at', '<=', sql<Date>`now() + make_interval(days => ${EXPIRY_NOTICE_DAYS})`)
  .orderBy('p.expires_at')
  .limit(100)
  .forUpdate('p')
  .skipLocked()
  // A due listing has an end date (its condition above), and an account's language is one of the site's.
  .$narrowType<{ expiresAt: Date; language: Language }>();

/**
 * Every quarter of an hour: published listings past their 90 days expire (hidden, never deleted),
 * and those a week from it have their owner told once, by email, unless the owner said no in
 * the settings.
 */
@Injectable()
export class ListingExpiryJob implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    private readonly mail: MailService,
    private readonly search: PropertySearchService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: LISTING_EXPIRY_JOB, cron: '*/15 * * * *', keepHours: 24, run: () => this.run() });
  }

  async run(): Promise<void> {
    const expiredNow = await rowsOf(this.dataSource, EXPIRE);
    if (expiredNow.length > 0) this.search.forget();
    while ((await this.sendNotices()) > 0);
  }

  /** One batch: each mail sent and its listing marked in one transaction, so a failed send is tried again next run. */
  private sendNotices(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due: (ExpiringListing & { id: number; wanted: boolean })[] = await rowsOf(manager, DUE_NOTICES);
      for (const listing of due) {
        if (listing.wanted) await this.mail.send(expiryEmail(listing, renewLink(this.app.publicUrl)));
        await rowsOf(
          manager,
          db
            .updateTable('properties')
            .set({ expiry_notice_sent_at: sql<Date>`now()` })
            .where('id', '=', listing.id),
        );
      }
      return due.length;
    });
  }
}
