import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { NewsletterAdminController, NewsletterController } from './newsletter.controller.js';
import { NewsletterService } from './newsletter.service.js';

/** The newsletter (the home block): double opt-in and one-click leave. */
@Module({ imports: [MailModule], controllers: [NewsletterController, NewsletterAdminController], providers: [NewsletterService] })
export class NewsletterModule {}
