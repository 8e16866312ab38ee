import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Language, NewsletterSubscriber } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailQueue } from '../mail/mail-queue.js';
import { iso } from '../common/sql/json-text.js';
import { db, fragment, pageOf, rowsOf, total } from '../common/sql/kysely.js';

const token = (): string => randomBytes(24).toString('hex');

/** A newsletter_subscribers row as NewsletterSubscriber. */
const SUBSCRIBER_JSON = `json_build_object('id', id, 'email', email, 'language', language, 'status', status, 'createdAt', ${iso('created_at')}, 'consentedAt', ${iso('consented_at')}, 'unsubscribedAt', ${iso('unsubscribed_at')})`;

/**
 * The newsletter with double opt-in: an address is subscribed only once its owner clicked the
 * link mailed to it (the consent's date is kept); every mail carries a one-click way out.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  /** The same answer whatever the address's state, so that the form tells nobody who subscribed. */
  async subscribe(email: string, language: Language): Promise<void> {
    const confirm = token();
    const rows = await rowsOf(
      this.dataSource,
      db
        .insertInto('newsletter_subscribers')
        .values({ email, language, confirm_token: confirm, unsubscribe_token: token() })
        .onConflict((conflict) =>
          conflict
            .expression(sql`lower(email)`)
            .doUpdateSet((row) => ({ language: row.ref('excluded.language'), status: 'pending', confirm_token: row.ref('excluded.confirm_token'), unsubscribed_at: null }))
            .where('newsletter_subscribers.status', '<>', 'confirmed'),
        )
        .returning('confirm_token'),
    );
    if (rows.length === 0) return; // already confirmed: nothing to ask again
    const link = `${this.app.publicUrl}/api/newsletter/confirm?token=${confirm}`;
    await this.queue.enqueue(
      language === 'en'
        ? {
            to: email,
            subject: 'Confirm your subscription to Djelfa Estates',
            text: `Hello,\n\nTo receive our offers and news, confirm your address:\n${link}\n\nIf you did not ask for this, ignore this email: nothing will be sent.`,
          }
        : {
            to: email,
            subject: 'أكّد اشتراكك في نشرة عقارات الجلفة',
            text: `مرحباً،\n\nلتصلك عروضنا وأخبارنا، أكّد عنوانك بالضغط على الرابط:\n${link}\n\nإن لم تطلب ذلك فتجاهل هذه الرسالة: لن يُرسل إليك شيء.`,
          },
    );
  }

  /** One use: the token is spent by the click that confirms. */
  async confirm(confirmToken: string): Promise<boolean> {
    const confirmed = await rowsOf(
      this.dataSource,
      db
        .updateTable('newsletter_subscribers')
        .set({ status: 'confirmed', consented_at: sql<Date>`now()`, confirm_token: null })
        .where('confirm_token', '=', confirmToken)
        .where('status', '=', 'pending')
        .returning('id'),
    );
    return confirmed.length > 0;
  }

  /** One use: leaving spends the token (a new subscription gets a new one). */
  async unsubscribe(unsubscribeToken: string): Promise<boolean> {
    const left = await rowsOf(
      this.dataSource,
      db
        .updateTable('newsletter_subscribers')
        .set({ status: 'unsubscribed', unsubscribed_at: sql<Date>`now()`, unsubscribe_token: token(), confirm_token: null })
        .where('unsubscribe_token', '=', unsubscribeToken)
        .where('status', '<>', 'unsubscribed')
        .returning('id'),
    );
    return left.length > 0;
  }

  /** For admins: who subscribed, when they consented, and who left. */
  async page(limit: number, offset: number): Promise<{ items: NewsletterSubscriber[]; total: number }> {
    const subscribers = db.selectFrom('newsletter_subscribers');
    return pageOf(
      this.dataSource,
      subscribers.select(fragment<NewsletterSubscriber>(SUBSCRIBER_JSON).as('body')).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset),
      subscribers.select(total()),
    );
  }
}
