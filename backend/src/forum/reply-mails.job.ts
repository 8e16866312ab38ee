import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { JobRunner } from '../jobs/job-runner.js';
import { MailQueue } from '../mail/mail-queue.js';
import { replyMail, type Watcher } from './reply-mail.js';

export const REPLY_MAILS_JOB = 'forum.reply-mails';

// The reply, marked as announced in the job's transaction (locked: a second run waits, then finds
// it marked): still published, in a topic still public.
const CLAIM =
  `UPDATE forum_replies p SET watchers_mailed_at = now() FROM forum_topics t, users u ` +
  `WHERE p.id = $1 AND p.watchers_mailed_at IS NULL AND p.status = 'published' AND p.deleted_at IS NULL ` +
  `AND t.id = p.topic_id AND t.status = 'published' AND t.deleted_at IS NULL AND u.id = p.user_id ` +
  `RETURNING p.topic_id AS "topicId", p.user_id AS "replierId", t.title, u.first_name || ' ' || left(u.last_name, 1) || '.' AS "replierName"`;

// Watchers but the replier, whose account is active and takes mail about messages (settings).
const WATCHERS =
  'SELECT u.email, u.first_name AS "firstName", u.language, w.token FROM forum_watches w JOIN users u ON u.id = w.user_id ' +
  'WHERE w.topic_id = $1 AND w.user_id <> $2 AND u.is_active AND u.notify_messages ORDER BY w.user_id';

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
      const [[reply]]: [{ topicId: number; replierId: number; title: string; replierName: string }[], number] = await manager.query(CLAIM, [replyId]);
      if (!reply) return;
      const watchers: Watcher[] = await manager.query(WATCHERS, [reply.topicId, reply.replierId]);
      const topic = { title: reply.title, url: `${this.app.publicUrl}/forum/${reply.topicId}` };
      // A failed enqueue rolls the mark back: the job's next try announces the reply again.
      for (const watcher of watchers) {
        await this.queue.enqueue(replyMail(watcher, topic, reply.replierName, `${this.app.publicUrl}/api/forum/unwatch?token=${watcher.token}`));
      }
    });
  }
}
