import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RewardsModule } from '../rewards/rewards.module.js';
import { SessionModule } from '../session/session.module.js';
import { DemoForumSeeder } from './demo/demo-forum-seeder.js';
import { ForumAdminController } from './forum-admin.controller.js';
import { ForumLikes } from './forum-likes.js';
import { ForumModerationService } from './forum-moderation.service.js';
import { ForumRepliesService } from './forum-replies.service.js';
import { ForumTopicsService } from './forum-topics.service.js';
import { ForumUnwatchController } from './forum-unwatch.controller.js';
import { ForumWatchesService } from './forum-watches.service.js';
import { ForumController } from './forum.controller.js';
import { OldTopicViewsJob } from './old-topic-views.job.js';
import { ReplyMailsJob } from './reply-mails.job.js';
import { TopicViews } from './topic-views.js';

/** The forum: topics and threaded replies in Markdown, moderation, watching, helpful-answer points. */
@Module({
  // AuthModule for AccountSeeder: being imported, its start-up hook runs before the demo topics'.
  // SessionModule for the site's secret, which keys the visitors' hashes of topic views.
  imports: [AuthModule, MailModule, RewardsModule, SessionModule],
  controllers: [ForumUnwatchController, ForumController, ForumAdminController],
  providers: [ForumTopicsService, ForumRepliesService, ForumLikes, ForumModerationService, ForumWatchesService, TopicViews, OldTopicViewsJob, ReplyMailsJob, DemoForumSeeder],
  // The portal draws /forum with its first page of topics.
  exports: [ForumTopicsService, ForumRepliesService, ForumModerationService],
})
export class ForumModule {}
