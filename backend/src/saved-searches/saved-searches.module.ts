import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SavedSearchAlertsJob } from './saved-search-alerts.job.js';
import { SavedSearchesController, UnsubscribeController } from './saved-searches.controller.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** Saved searches and their email alerts. */
@Module({
  imports: [MailModule],
  controllers: [SavedSearchesController, UnsubscribeController],
  providers: [SavedSearchesService, SavedSearchAlertsJob],
})
export class SavedSearchesModule {}
