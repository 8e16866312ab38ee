import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, fragment, rowsOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { JobRunner } from '../jobs/job-runner.js';
import { MailQueue } from '../mail/mail-queue.js';
import { DISPLAY_NAME } from './forum-sql.js';
import { replyMail } from './reply-mail.js';

export const REPLY_MAILS_JOB = 'forum.reply-mails';

// The reply, marked as announced in the job's transaction (locked: a second run waits, then finds
// it marked): still published, in a topic still public.
const claim = (replyId: number) =>
  db
    .updateTable('forum_replies as p')
    .from(['forum_topics as t', 'users as u'])
    .set({ watchers_mailed_at: sql<Date>`now()` })
    .where('p.id', '=', replyId)
    .where('p.watchers_mailed_at', 'is', null)
    .where('p.status', '=', 'published')
    .where('p.deleted_at', 'is', null)
    .whereRef('t.id', '=', 'p.topic_id')
    .where('t.status', '=', 'published')
    .where('t.deleted_at', 'is', null)
    .whereRef('u.id', '=', 'p.user_id')
    .returning(['p.topic_id as topicId', 'p.user_id as replierId', 't.title', fragment<string>(DISPLAY_NAME).as('replierName')]);

// Watchers but the replier, whose account is active and takes mail about messages (settings).
const watchersOf = (topicId: number, replierId: number) =>
  db
    .selectFrom('forum_watches as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['u.email', 'u.first_name as firstName', 'u.language', 'w.token'])
    .where('w.topic_id', '=', topicId)
    .where('w.user_id', '<>', replierId)
    .where('u.is_active', '=', true)
    .where('u.notify_messages', '=', true)
    .orderBy('w.user_id');

/**
 * A published reply's mails to its topic's watchers, fanned out by the job queue rather than in
 * the request (a topic may have many watchers): one mail job each, sent by whichever instance
 * takes it. A reply is announced once, however often this job is sent or tried.
 */
@Injectable()
export class ReplyMailsJob implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.define<{ replyId: number }>({ name: REPLY_MAILS_JOB, keepHours: 24, run: ({ replyId }) => this.run(replyId) });
  }

  /** In the request that published the reply: the mails go out from the queue. */
  async announce(replyId: number): Promise<void> {
    await this.jobs.send(REPLY_MAILS_JOB, { replyId });
  }

  async run(replyId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [reply] = await rowsOf(manager, claim(replyId));
      if (!reply) return;
      const watchers = await rowsOf(manager, watchersOf(reply.topicId, reply.replierId));
      const topic = { title: reply.title, url: `${this.app.publicUrl}/forum/${reply.topicId}` };
      // A failed enqueue rolls the mark back: the job's next try announces the reply again.
      for (const watcher of watchers) {
        await this.queue.enqueue(replyMail(watcher, topic, reply.replierName, `${this.app.publicUrl}/api/forum/unwatch?token=${watcher.token}`));
      }
    });
  }
}
