import { Module } from '@nestjs/common';
import { MailQueue } from './mail-queue.js';
import { MailService } from './mail.service.js';
import { RefusalMails } from './refusal-mails.js';

@Module({
  providers: [MailService, MailQueue, RefusalMails],
  exports: [MailService, MailQueue, RefusalMails],
})
export class MailModule {}
