import { Module } from '@nestjs/common';
import { AdvisorsModule } from '../advisors/advisors.module.js';
import { BlogsModule } from '../blogs/blogs.module.js';
import { ForumModule } from '../forum/forum.module.js';
import { MessagesModule } from '../messages/messages.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AdminStatsController } from './admin-stats.controller.js';
import { AdminActivityService } from './admin-activity.service.js';
import { AdminStatsService } from './admin-stats.service.js';
import { ModerationCountsController, ModerationCountsService } from './moderation-counts.js';

/** The back-office's own reads (the other areas keep their admin routes beside their data). */
@Module({
  imports: [PropertiesModule, ForumModule, MessagesModule, BlogsModule, AdvisorsModule, SubscriptionsModule],
  controllers: [AdminStatsController, ModerationCountsController],
  providers: [AdminStatsService, AdminActivityService, ModerationCountsService],
})
export class AdminModule {}
