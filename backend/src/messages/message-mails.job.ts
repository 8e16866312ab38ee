import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from 'kysely';
import { MESSAGE_MAIL_HOURS, type ConversationListing, type Language } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { JobRunner } from '../jobs/job-runner.js';
import { MailQueue } from '../mail/mail-queue.js';
import { PushQueue } from '../push/push-queue.js';
import { messagePush } from '../push/push-texts.js';
import { messageMail } from './message-mail.js';

export const MESSAGE_MAILS_JOB = 'messages.mail';

/**
 * A new message's mail and push to its receiver, from the job queue: a push to each of their
 * devices for every message they have not read yet (unless they turned message pushes off), and a
 * mail at most once per conversation and MESSAGE_MAIL_HOURS while the messages are unread; none
 * once the receiver has opened the conversation, turned these off, or is gone. The mark and the
 * jobs are written in one transaction (the conversation's row locked): however often this job runs, one mail goes.
 */
@Injectable()
export class MessageMailsJob implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    private readonly queue: MailQueue,
    private readonly push: PushQueue,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.define<{ messageId: number }>({ name: MESSAGE_MAILS_JOB, keepHours: 24, run: ({ messageId }) => this.run(messageId) });
  }

  /** In the message's transaction: the job exists if and only if the message does. */
  async announce(manager: EntityManager, messageId: number): Promise<void> {
    await this.jobs.send(MESSAGE_MAILS_JOB, { messageId }, manager);
  }

  async run(messageId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [message] = await rowsOf(
        manager,
        db
          .selectFrom('messages as m')
          .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
          .innerJoin('users as w', 'w.id', 'm.sender_id')
          .select([
            'c.id',
            'c.seeker_id',
            'c.owner_id',
            'c.listing',
            'c.seeker_read_at',
            'c.owner_read_at',
            'c.seeker_mailed_at',
            'c.owner_mailed_at',
            'm.created_at',
            'w.first_name as senderName',
            'm.sender_id',
          ])
          .where('m.id', '=', messageId)
          .forUpdate('c'),
      );
      if (!message) return;
      const toSeeker = message.owner_id === message.sender_id;
      const receiverId = toSeeker ? message.seeker_id : message.owner_id;
      const readAt = toSeeker ? message.seeker_read_at : message.owner_read_at;
      const mailedAt = toSeeker ? message.seeker_mailed_at : message.owner_mailed_at;
      if (receiverId === null || (readAt !== null && readAt >= message.created_at)) return;
      const [receiver] = await rowsOf(
        manager,
        db
          .selectFrom('users')
          .select(['email', 'first_name as firstName', sql<Language>`language`.as('language'), 'notify_messages as mail', 'push_messages as push'])
          .where('id', '=', receiverId)
          .where('is_active', '=', true)
          .where('deletion_scheduled_at', 'is', null),
      );
      if (!receiver) return;
      const listing = message.listing as unknown as ConversationListing;
      // Every message is pushed (a conversation's notification replaces the one before); mails are spaced out.
      if (receiver.push) await this.push.enqueueFor(receiverId, messagePush(receiver.language, message.id, message.senderName, listing), manager);
      if (!receiver.mail || (mailedAt !== null && mailedAt.getTime() > Date.now() - MESSAGE_MAIL_HOURS * 3_600_000)) return;
      await rowsOf(
        manager,
        db
          .updateTable('conversations')
          .set(toSeeker ? { seeker_mailed_at: sql<Date>`now()` } : { owner_mailed_at: sql<Date>`now()` })
          .where('id', '=', message.id),
      );
      const links = { conversation: `${this.app.publicUrl}/dashboard/messages/${message.id}`, settings: `${this.app.publicUrl}/dashboard/settings` };
      await this.queue.enqueue(messageMail(receiver, message.senderName, listing, links), manager);
    });
  }
}
