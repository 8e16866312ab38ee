import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { MailQueue } from './mail-queue.js';

/** What a moderator refused, as the author's mail names it. */
export type RefusedPost = 'topic' | 'reply' | 'comment';

const WHAT = {
  ar: { topic: 'موضوعك في المنتدى', reply: 'ردّك في المنتدى', comment: 'تعليقك على المدونة' },
  en: { topic: 'your forum topic', reply: 'your forum reply', comment: 'your blog comment' },
} as const;

/** To a new member whose post a moderator did not publish: which post, and why, in their language. */
@Injectable()
export class RefusalMails {
  constructor(private readonly queue: MailQueue) {}

  /** Once the refusal committed (the job queue has its own connection). */
  async refused(manager: EntityManager, userId: number, what: RefusedPost, excerpt: string, reason: string | undefined): Promise<void> {
    const [to] = await rowsOf(manager, db.selectFrom('users').select(['email', 'first_name', 'language']).where('id', '=', userId).where('deletion_scheduled_at', 'is', null));
    if (!to) return;
    const quoted = excerpt.length > 200 ? `${excerpt.slice(0, 200)}…` : excerpt;
    await this.queue.enqueue(
      to.language === 'en'
        ? {
            to: to.email,
            subject: 'Your post was not published',
            text: `Hello ${to.first_name},\n\nOur moderators did not publish ${WHAT.en[what]}:\n\n"${quoted}"\n\n${reason ? `Why: ${reason}\n\n` : ''}Please read the site rules before posting again.`,
          }
        : {
            to: to.email,
            subject: 'لم تُنشر مشاركتك',
            text: `مرحباً ${to.first_name}،\n\nلم ينشر المشرفون ${WHAT.ar[what]}:\n\n«${quoted}»\n\n${reason ? `السبب: ${reason}\n\n` : ''}يُرجى قراءة قواعد الموقع قبل النشر من جديد.`,
          },
    );
  }
}
