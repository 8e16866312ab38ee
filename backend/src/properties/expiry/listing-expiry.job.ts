import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EXPIRY_NOTICE_DAYS } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { MailService } from '../../mail/mail.service.js';
import { PropertySearchService } from '../property-search.service.js';
import { leavingStateSql } from '../state-columns.js';
import { expiryEmail, renewLink, type ExpiringListing } from './expiry-email.js';

export const LISTING_EXPIRY_JOB = 'listings.expire';

const EXPIRE = `UPDATE properties SET ${leavingStateSql('expired')} WHERE status = 'active' AND expires_at <= now()`;

// Locked and skipped by any other run: each notice is taken by one instance only.
const DUE_NOTICES = `SELECT p.id, p.title, p.title_en AS "titleEn", p.expires_at AS "expiresAt", u.email, u.first_name AS "firstName", u.language,
    u.notify_listing_expiry AS "wanted"
  FROM properties p JOIN users u ON u.id = p.user_id
  WHERE p.status = 'active' AND p.expiry_notice_sent_at IS NULL AND p.expires_at <= now() + make_interval(days => $1)
  ORDER BY p.expires_at LIMIT 100 FOR UPDATE OF p SKIP LOCKED`;

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
    const [, expired] = await this.dataSource.query<[unknown[], number]>(EXPIRE);
    if (expired > 0) this.search.forget();
    while ((await this.sendNotices()) > 0);
  }

  /** One batch: each mail sent and its listing marked in one transaction, so a failed send is tried again next run. */
  private sendNotices(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due: (ExpiringListing & { id: number; wanted: boolean })[] = await manager.query(DUE_NOTICES, [EXPIRY_NOTICE_DAYS]);
      for (const listing of due) {
        if (listing.wanted) await this.mail.send(expiryEmail(listing, renewLink(this.app.publicUrl)));
        await manager.query('UPDATE properties SET expiry_notice_sent_at = now() WHERE id = $1', [listing.id]);
      }
      return due.length;
    });
  }
}
