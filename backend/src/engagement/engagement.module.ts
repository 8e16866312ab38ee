import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { EngagementAdminController, EngagementController } from './engagement.controller.js';
import { EngagementService } from './engagement.service.js';

/** What visitors and members send the site: contact messages, suggestions, Support Me offers. */
@Module({ imports: [MailModule], controllers: [EngagementController, EngagementAdminController], providers: [EngagementService] })
export class EngagementModule {}
