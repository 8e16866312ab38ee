import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailQueue } from '../mail/mail-queue.js';

/** Members who watch a topic get a mail at each new reply, with a link that stops it in one click. */
@Injectable()
export class ForumWatchesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async watch(manager: EntityManager, userId: number, topicId: number): Promise<void> {
    await manager.query('INSERT INTO forum_watches (user_id, topic_id, token) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, topicId, randomBytes(24).toString('hex')]);
  }

  async unwatch(userId: number, topicId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM forum_watches WHERE user_id = $1 AND topic_id = $2', [userId, topicId]);
  }

  /** The mail's link: no sign-in, the token is the proof. True when it named a watch. */
  async unwatchByToken(token: string): Promise<boolean> {
    const [, count] = await this.dataSource.query('DELETE FROM forum_watches WHERE token = $1', [token]);
    return count > 0;
  }

  /** A published reply: one mail per watcher but its writer, for those who take message mails. */
  async replied(topicId: number, replierId: number): Promise<void> {
    const watchers: { email: string; firstName: string; language: string; token: string; title: string }[] = await this.dataSource.query(
      `SELECT u.email, u.first_name AS "firstName", u.language, w.token, t.title FROM forum_watches w JOIN users u ON u.id = w.user_id JOIN forum_topics t ON t.id = w.topic_id ` +
        'WHERE w.topic_id = $1 AND w.user_id <> $2 AND u.is_active AND u.notify_messages',
      [topicId, replierId],
    );
    for (const watcher of watchers) {
      const topic = `${this.app.publicUrl}/forum/${topicId}`;
      const stop = `${this.app.publicUrl}/api/forum/unwatch?token=${watcher.token}`;
      await this.queue.enqueue(
        watcher.language === 'en'
          ? { to: watcher.email, subject: `New reply: ${watcher.title}`, text: `Hello ${watcher.firstName},\n\nThere is a new reply in "${watcher.title}".\n${topic}\n\nStop these emails for this topic: ${stop}` }
          : { to: watcher.email, subject: `رد جديد: ${watcher.title}`, text: `مرحباً ${watcher.firstName}،\n\nهناك رد جديد في «${watcher.title}».\n${topic}\n\nلإيقاف هذه الرسائل عن هذا الموضوع: ${stop}` },
      );
    }
  }
}
