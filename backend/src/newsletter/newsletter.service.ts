import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Language, NewsletterSubscriber } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailQueue } from '../mail/mail-queue.js';
import { iso } from '../common/sql/json-text.js';

const token = (): string => randomBytes(24).toString('hex');

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
    const rows: { confirm_token: string | null }[] = await this.dataSource.query(
      `INSERT INTO newsletter_subscribers (email, language, confirm_token, unsubscribe_token) VALUES ($1, $2, $3, $4) ` +
        `ON CONFLICT (lower(email)) DO UPDATE SET language = EXCLUDED.language, status = 'pending', confirm_token = EXCLUDED.confirm_token, unsubscribed_at = NULL ` +
        `WHERE newsletter_subscribers.status <> 'confirmed' RETURNING confirm_token`,
      [email, language, confirm, token()],
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
    const [, count] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE newsletter_subscribers SET status = 'confirmed', consented_at = now(), confirm_token = NULL WHERE confirm_token = $1 AND status = 'pending'`,
      [confirmToken],
    );
    return count > 0;
  }

  /** One use: leaving spends the token (a new subscription gets a new one). */
  async unsubscribe(unsubscribeToken: string): Promise<boolean> {
    const [, count] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = now(), unsubscribe_token = $2, confirm_token = NULL WHERE unsubscribe_token = $1 AND status <> 'unsubscribed'`,
      [unsubscribeToken, token()],
    );
    return count > 0;
  }

  /** For admins: who subscribed, when they consented, and who left. */
  async page(limit: number, offset: number): Promise<{ items: NewsletterSubscriber[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<NewsletterSubscriber[]>(
        `SELECT id, email, language, status, ${iso('created_at')} AS "createdAt", ${iso('consented_at')} AS "consentedAt", ${iso('unsubscribed_at')} AS "unsubscribedAt" ` +
          `FROM newsletter_subscribers ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM newsletter_subscribers'),
    ]);
    return { items: rows, total };
  }
}
