import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { ListingReport, ListingReportReason, PropertyStatus } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../audit/audit-log.js';
import type { UserEntity } from '../../users/user.entity.js';
import { ListingDecisionMails } from '../admin/listing-decision-mails.js';
import { PUBLIC_LISTING_SQL } from '../listing-visibility.js';
import { iso } from '../../common/sql/json-text.js';
import { listingNotFound } from '../property-reads.service.js';
import { PropertySearchService } from '../property-search.service.js';
import { PropertyEntity } from '../property.entity.js';
import { stateColumns } from '../state-columns.js';

/** A report nobody has settled: first in the moderators' list, and counted on their tab. */
const OPEN = `r.status = 'open'`;

const REPORT_JSON =
  `json_build_object('id', r.id, 'reason', r.reason, 'details', r.details, 'reporterName', u.first_name || ' ' || u.last_name, 'status', r.status, ` +
  `'createdAt', ${iso('r.created_at')}, 'listing', json_build_object('id', p.id, 'title', p.title, 'status', p.status, 'images', p.images, 'ownerUsername', o.username))`;

type Paused = { id: number; title: string; titleEn: string | null; userId: number; reason: ListingReportReason };

/** Members report listings (fraud, wrong details…); moderators dismiss a report or pause the listing, its owner told why. */
@Injectable()
export class ListingReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly search: PropertySearchService,
    private readonly mails: ListingDecisionMails,
  ) {}

  /** A public listing, not one's own; once per member (409 ALREADY_REPORTED). */
  async report(propertyId: number, reason: ListingReportReason, details: string | undefined, user: UserEntity): Promise<void> {
    const [listing] = await this.dataSource.query<{ user_id: number }[]>(`SELECT p.user_id FROM properties p WHERE p.id = $1 AND ${PUBLIC_LISTING_SQL}`, [propertyId]);
    if (!listing) throw listingNotFound(propertyId);
    if (listing.user_id === user.id) throw new ForbiddenException({ code: 'FORBIDDEN', message: 'You cannot report your own listing.' });
    const rows: unknown[] = await this.dataSource.query(
      'INSERT INTO listing_reports (property_id, user_id, reason, details) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id',
      [propertyId, user.id, reason, details || null],
    );
    if (rows.length === 0) throw new ConflictException({ code: 'ALREADY_REPORTED', message: 'You have already reported this listing.' });
  }

  async page(limit: number, offset: number): Promise<{ items: ListingReport[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: ListingReport }[]>(
        `SELECT ${REPORT_JSON} AS body FROM listing_reports r JOIN users u ON u.id = r.user_id JOIN properties p ON p.id = r.property_id JOIN users o ON o.id = p.user_id ` +
          `ORDER BY (${OPEN}) DESC, r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
      ),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM listing_reports'),
    ]);
    return { items: rows.map((row) => row.body), total };
  }

  /** Reports nobody has settled yet: the moderation tab's count. */
  async waiting(): Promise<number> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM listing_reports r WHERE ${OPEN}`);
    return count;
  }

  /** Dismissed, or the listing paused: every open report of it is settled with it, and its owner mailed the reason. */
  async resolve(reportId: number, resolution: 'dismissed' | 'paused'): Promise<void> {
    let paused: Paused | undefined;
    await this.dataSource.transaction(async (manager) => {
      const [report] = await manager.query<
        {
          property_id: number;
          reason: ListingReportReason;
          status: ListingReport['status'];
          listing_status: PropertyStatus;
          title: string;
          title_en: string | null;
          user_id: number;
        }[]
      >(
        'SELECT r.property_id, r.reason, r.status, p.status AS listing_status, p.title, p.title_en, p.user_id FROM listing_reports r JOIN properties p ON p.id = r.property_id WHERE r.id = $1 FOR UPDATE OF r, p',
        [reportId],
      );
      if (!report) throw new NotFoundException({ code: 'NOT_FOUND', message: `No report has the id ${reportId}.` });
      if (report.status !== 'open') throw new ConflictException({ code: 'INVALID_TRANSITION', message: 'This report is already settled.' });
      if (resolution === 'paused') {
        await manager.query(`UPDATE listing_reports r SET status = 'paused' WHERE r.property_id = $1 AND ${OPEN}`, [report.property_id]);
        if (report.listing_status === 'active') {
          await manager.update(PropertyEntity, { id: report.property_id }, { ...stateColumns('active', 'paused'), isFeatured: false });
          paused = { id: report.property_id, title: report.title, titleEn: report.title_en, userId: report.user_id, reason: report.reason };
        }
      } else {
        await manager.query(`UPDATE listing_reports SET status = 'dismissed' WHERE id = $1`, [reportId]);
      }
      await this.audit.record(
        {
          action: `listing-report.${resolution}`,
          targetType: 'property',
          targetId: report.property_id,
          before: { status: report.listing_status },
          after: { report: reportId, reason: report.reason },
        },
        manager,
      );
    });
    this.search.forget();
    const listing = paused;
    if (listing) await this.dataSource.transaction((manager) => this.mails.reported(manager, listing, listing.reason));
  }
}
