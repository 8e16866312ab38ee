import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailService } from './mail.service.js';
import { OutboxMailEntity } from './outbox-mail.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMailEntity])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
