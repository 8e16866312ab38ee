import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { ListingReport, ListingReportReason } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../audit/audit-log.js';
import type { UserRow } from '../../users/user-row.js';
import { ListingDecisionMails } from '../admin/listing-decision-mails.js';
import { PUBLIC_LISTING_SQL } from '../listing-visibility.js';
import { iso } from '../../common/sql/json-text.js';
import { db, fragment, rowOf, rowsOf, total } from '../../common/sql/kysely.js';
import { listingNotFound } from '../property-reads.service.js';
import { PropertySearchService } from '../property-search.service.js';
import { listingUpdate } from '../property-values.js';
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
  async report(propertyId: number, reason: ListingReportReason, details: string | undefined, user: UserRow): Promise<void> {
    const [listing] = await rowsOf(
      this.dataSource,
      db.selectFrom('properties as p').select('p.user_id').where('p.id', '=', propertyId).where(fragment<boolean>(PUBLIC_LISTING_SQL)),
    );
    if (!listing) throw listingNotFound(propertyId);
    if (listing.user_id === user.id) throw new ForbiddenException({ code: 'FORBIDDEN', message: 'You cannot report your own listing.' });
    const added = await rowsOf(
      this.dataSource,
      db
        .insertInto('listing_reports')
        .values({ property_id: propertyId, user_id: user.id, reason, details: details || null })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id'),
    );
    if (added.length === 0) throw new ConflictException({ code: 'ALREADY_REPORTED', message: 'You have already reported this listing.' });
  }

  async page(limit: number, offset: number): Promise<{ items: ListingReport[]; total: number }> {
    const [rows, counted] = await Promise.all([
      rowsOf(
        this.dataSource,
        db
          .selectFrom('listing_reports as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .innerJoin('properties as p', 'p.id', 'r.property_id')
          .innerJoin('users as o', 'o.id', 'p.user_id')
          .select(fragment<ListingReport>(REPORT_JSON).as('body'))
          .orderBy(fragment(`(${OPEN})`), 'desc')
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset),
      ),
      rowOf(this.dataSource, db.selectFrom('listing_reports').select(total())),
    ]);
    return { items: rows.map((row) => row.body), total: counted.total };
  }

  /** Reports nobody has settled yet: the moderation tab's count. */
  async waiting(): Promise<number> {
    const open = await rowOf(this.dataSource, db.selectFrom('listing_reports as r').where(fragment<boolean>(OPEN)).select(total()));
    return open.total;
  }

  /** Dismissed, or the listing paused: every open report of it is settled with it, and its owner mailed the reason. */
  async resolve(reportId: number, resolution: 'dismissed' | 'paused'): Promise<void> {
    let paused: Paused | undefined;
    await this.dataSource.transaction(async (manager) => {
      const [report] = await rowsOf(
        manager,
        db
          .selectFrom('listing_reports as r')
          .innerJoin('properties as p', 'p.id', 'r.property_id')
          .select(['r.property_id', 'r.reason', 'r.status', 'p.status as listing_status', 'p.title', 'p.title_en', 'p.user_id'])
          .where('r.id', '=', reportId)
          .forUpdate(['r', 'p']),
      );
      if (!report) throw new NotFoundException({ code: 'NOT_FOUND', message: `No report has the id ${reportId}.` });
      if (report.status !== 'open') throw new ConflictException({ code: 'INVALID_TRANSITION', message: 'This report is already settled.' });
      if (resolution === 'paused') {
        await rowsOf(manager, db.updateTable('listing_reports as r').set({ status: 'paused' }).where('r.property_id', '=', report.property_id).where(fragment<boolean>(OPEN)));
        if (report.listing_status === 'active') {
          await rowsOf(manager, listingUpdate(report.property_id, { ...stateColumns('active', 'paused'), is_featured: false }));
          paused = { id: report.property_id, title: report.title, titleEn: report.title_en, userId: report.user_id, reason: report.reason as ListingReportReason };
        }
      } else {
        await rowsOf(manager, db.updateTable('listing_reports').set({ status: 'dismissed' }).where('id', '=', reportId));
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
