import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { PushModule } from '../push/push.module.js';
import { SavedSearchAlertsJob } from './saved-search-alerts.job.js';
import { SavedSearchesController, UnsubscribeController } from './saved-searches.controller.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** Saved searches and their alerts, by email or push. */
@Module({
  imports: [MailModule, PushModule],
  controllers: [SavedSearchesController, UnsubscribeController],
  providers: [SavedSearchesService, SavedSearchAlertsJob],
})
export class SavedSearchesModule {}
