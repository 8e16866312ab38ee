import { Controller, Get, Injectable } from '@nestjs/common';
import type { ModerationCounts } from 'shared-contracts';
import { AdvisorsService } from '../advisors/advisors.service.js';
import { BlogCommentsService } from '../blogs/blog-comments.service.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { ForumModerationService } from '../forum/forum-moderation.service.js';
import { ConversationReportsService } from '../messages/conversation-reports.service.js';
import { AdminPropertiesService } from '../properties/admin/admin-properties.service.js';
import { ListingReportsService } from '../properties/reports/listing-reports.service.js';
import { PaymentsService } from '../subscriptions/payments.service.js';

/**
 * What waits in each queue of the moderation tab: its count badge, each section's heading. Each
 * module counts its own queue, by the rule its queue lists by, so that a badge cannot promise
 * what the list does not hold.
 */
@Injectable()
export class ModerationCountsService {
  constructor(
    private readonly listings: AdminPropertiesService,
    private readonly listingReports: ListingReportsService,
    private readonly forum: ForumModerationService,
    private readonly comments: BlogCommentsService,
    private readonly advisors: AdvisorsService,
    private readonly payments: PaymentsService,
    private readonly conversationReports: ConversationReportsService,
  ) {}

  async counts(): Promise<ModerationCounts> {
    const [listings, listingReports, forum, comments, advisors, payments, conversationReports] = await Promise.all([
      this.listings.waiting(),
      this.listingReports.waiting(),
      this.forum.waiting(),
      this.comments.waiting(),
      this.advisors.waiting(),
      this.payments.waiting(),
      this.conversationReports.waiting(),
    ]);
    return { listings, listingReports, forumReports: forum.reports, forumPosts: forum.posts, comments, advisors, payments, conversationReports };
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
