import { Module } from '@nestjs/common';
import { ListingAnalyticsModule } from '../listing-analytics/listing-analytics.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PushModule } from '../push/push.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ConversationReportsController } from './conversation-reports.controller.js';
import { ConversationReportsService } from './conversation-reports.service.js';
import { ConversationsController } from './conversations.controller.js';
import { ConversationsService } from './conversations.service.js';
import { MessageBlocksService } from './message-blocks.service.js';
import { MessageMailsJob } from './message-mails.job.js';
import { MessageWritesService } from './message-writes.service.js';
import { OldConversationsJob } from './old-conversations.job.js';
import { OwnerPhoneController } from './owner-phone.controller.js';
import { OwnerPhoneService } from './owner-phone.service.js';

/** Messages between seekers and owners, with the owner's number revealed on a click only; moderators read what is reported. */
@Module({
  imports: [ListingAnalyticsModule, MailModule, PushModule, UploadsModule],
  controllers: [ConversationsController, ConversationReportsController, OwnerPhoneController],
  providers: [ConversationsService, MessageWritesService, MessageBlocksService, ConversationReportsService, MessageMailsJob, OldConversationsJob, OwnerPhoneService],
  // The moderation tab counts the open reports.
  exports: [ConversationReportsService],
})
export class MessagesModule {}
