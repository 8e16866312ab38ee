import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { MailQueue } from '../../mail/mail-queue.js';

interface Listing {
  id: number;
  title: string;
  titleEn: string | null;
  userId: number;
}

/** To the owner, in their language: the moderators' decision on a listing waiting for approval. */
@Injectable()
export class ListingDecisionMails {
  constructor(
    private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async approved(manager: EntityManager, listing: Listing): Promise<void> {
    const to = await this.owner(manager, listing.userId);
    if (!to) return;
    const link = `${this.app.publicUrl}/property/${listing.id}`;
    await this.queue.enqueue(
      to.language === 'en'
        ? { to: to.email, subject: 'Your listing is published', text: `Hello ${to.first_name},\n\nYour listing "${listing.titleEn ?? listing.title}" was approved and is now public.\n\n${link}` }
        : { to: to.email, subject: 'نُشر إعلانك', text: `مرحباً ${to.first_name}،\n\nتمت الموافقة على إعلانك «${listing.title}» وهو ظاهر الآن للجميع.\n\n${link}` },
    );
  }

  async rejected(manager: EntityManager, listing: Listing, reason: string): Promise<void> {
    const to = await this.owner(manager, listing.userId);
    if (!to) return;
    const link = `${this.app.publicUrl}/dashboard/listings/${listing.id}/edit`;
    await this.queue.enqueue(
      to.language === 'en'
        ? {
            to: to.email,
            subject: 'Your listing was not approved',
            text: `Hello ${to.first_name},\n\nYour listing "${listing.titleEn ?? listing.title}" was not approved:\n\n${reason}\n\nIt is paused in your space: correct it, then publish it again.\n\n${link}`,
          }
        : {
            to: to.email,
            subject: 'لم تتم الموافقة على إعلانك',
            text: `مرحباً ${to.first_name}،\n\nلم تتم الموافقة على إعلانك «${listing.title}» للسبب التالي:\n\n${reason}\n\nالإعلان موقوف في مساحتك: صحّحه ثم انشره من جديد.\n\n${link}`,
          },
    );
  }

  private async owner(manager: EntityManager, id: number): Promise<{ email: string; first_name: string; language: 'ar' | 'en' } | undefined> {
    const [row] = await manager.query('SELECT email, first_name, language FROM users WHERE id = $1 AND deletion_scheduled_at IS NULL', [id]);
    return row;
  }
}
