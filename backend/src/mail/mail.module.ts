import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailQueue } from './mail-queue.js';
import { MailService } from './mail.service.js';
import { OutboxMailEntity } from './outbox-mail.entity.js';
import { RefusalMails } from './refusal-mails.js';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMailEntity])],
  providers: [MailService, MailQueue, RefusalMails],
  exports: [MailService, MailQueue, RefusalMails],
})
export class MailModule {}
