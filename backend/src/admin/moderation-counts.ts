import { Controller, Get, Injectable } from '@nestjs/common';
import type { ModerationCounts } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { Allowed } from '../common/guards/permission.guard.js';

const COUNTS_SQL =
  'SELECT ' +
  `(SELECT count(*)::int FROM properties WHERE status = 'pending') AS listings, ` +
  `(SELECT count(*)::int FROM listing_reports WHERE status = 'open') AS "listingReports", ` +
  `(SELECT count(*)::int FROM forum_reports WHERE status = 'open') AS "forumReports", ` +
  `((SELECT count(*) FROM forum_topics WHERE status = 'pending' AND deleted_at IS NULL) + (SELECT count(*) FROM forum_replies WHERE status = 'pending' AND deleted_at IS NULL))::int AS "forumPosts", ` +
  `(SELECT count(*)::int FROM blog_comments WHERE status = 'pending' AND deleted_at IS NULL) AS comments, ` +
  `(SELECT count(*)::int FROM legal_advisors WHERE status = 'pending' AND deleted_at IS NULL) AS advisors, ` +
  `(SELECT count(*)::int FROM payment_requests WHERE status = 'pending') AS payments`;

/** What waits in each queue of the moderation tab: its count badge, each section's heading. */
@Injectable()
export class ModerationCountsService {
  constructor(private readonly dataSource: DataSource) {}

  async counts(): Promise<ModerationCounts> {
    const [row] = await this.dataSource.query(COUNTS_SQL);
    return row;
  }
}

@Controller('admin/moderation')
@Allowed('moderation.manage')
export class ModerationCountsController {
  constructor(private readonly moderation: ModerationCountsService) {}

  @Get()
  counts(): Promise<ModerationCounts> {
    return this.moderation.counts();
  }
}
