import { Inject, Injectable } from '@nestjs/common';
import { localTitle, type ListingReportReason } from 'shared-contracts';
import type { EntityManager } from 'typeorm';
import { db, rowsOf } from '../../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { MailQueue } from '../../mail/mail-queue.js';

interface Listing {
  id: number;
  title: string;
  titleEn: string | null;
  userId: number;
}

const REPORT_REASONS: Record<'ar' | 'en', Record<ListingReportReason, string>> = {
  ar: {
    fraud: 'يبدو احتيالًا',
    wrong_information: 'معلوماته غير صحيحة',
    no_longer_available: 'العقار لم يعد متاحًا',
    duplicate: 'إعلان مكرر',
    offensive: 'محتوى مسيء',
    other: 'مخالف لشروط الاستخدام',
  },
  en: {
    fraud: 'it looks fraudulent',
    wrong_information: 'its details are wrong',
    no_longer_available: 'the property is no longer available',
    duplicate: 'it duplicates another listing',
    offensive: 'its content is offensive',
    other: 'it breaks the site rules',
  },
};

/** To the owner, in their language: what the site's team decided or did about their listing. */
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
        ? {
            to: to.email,
            subject: 'Your listing is published',
            text: `Hello ${to.first_name},\n\nYour listing "${localTitle(listing, 'en')}" was approved and is now public.\n\n${link}`,
          }
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
            text: `Hello ${to.first_name},\n\nYour listing "${localTitle(listing, 'en')}" was not approved:\n\n${reason}\n\nIt is paused in your space: correct it, then publish it again.\n\n${link}`,
          }
        : {
            to: to.email,
            subject: 'لم تتم الموافقة على إعلانك',
            text: `مرحباً ${to.first_name}،\n\nلم تتم الموافقة على إعلانك «${listing.title}» للسبب التالي:\n\n${reason}\n\nالإعلان موقوف في مساحتك: صحّحه ثم انشره من جديد.\n\n${link}`,
          },
    );
  }

  /** Paused after members' reports: the reason, and how to put it right. */
  async reported(manager: EntityManager, listing: Listing, reason: ListingReportReason): Promise<void> {
    const to = await this.owner(manager, listing.userId);
    if (!to) return;
    const link = `${this.app.publicUrl}/dashboard/listings/${listing.id}/edit`;
    const why = REPORT_REASONS[to.language][reason];
    await this.queue.enqueue(
      to.language === 'en'
        ? {
            to: to.email,
            subject: 'Your listing is paused',
            text: `Hello ${to.first_name},\n\nAfter members' reports, our moderators paused your listing "${localTitle(listing, 'en')}": ${why}.\n\nCorrect it, then publish it again from your space.\n\n${link}`,
          }
        : {
            to: to.email,
            subject: 'أُوقف إعلانك',
            text: `مرحباً ${to.first_name}،\n\nبعد بلاغات من الأعضاء، أوقف المشرفون إعلانك «${listing.title}»: ${why}.\n\nصحّحه ثم انشره من جديد من مساحتك.\n\n${link}`,
          },
    );
  }

  /** An admin added a listing to the member's account: what it is, and that it is theirs to run. */
  async publishedForMember(manager: EntityManager, listing: Listing): Promise<void> {
    const to = await this.owner(manager, listing.userId);
    if (!to) return;
    const link = `${this.app.publicUrl}/dashboard/listings`;
    await this.queue.enqueue(
      to.language === 'en'
        ? {
            to: to.email,
            subject: 'A listing was added to your account',
            text: `Hello ${to.first_name},\n\nOur team added the listing "${localTitle(listing, 'en')}" to your account. It is yours: edit, pause or delete it from your space.\n\n${link}`,
          }
        : {
            to: to.email,
            subject: 'أُضيف إعلان إلى حسابك',
            text: `مرحباً ${to.first_name}،\n\nأضاف فريقنا الإعلان «${listing.title}» إلى حسابك. الإعلان لك: عدّله أو أوقفه أو احذفه من مساحتك.\n\n${link}`,
          },
    );
  }

  private async owner(manager: EntityManager, id: number): Promise<{ email: string; first_name: string; language: 'ar' | 'en' } | undefined> {
    const [row] = await rowsOf(
      manager,
      db.selectFrom('users').select(['email', 'first_name', 'language']).where('id', '=', id).where('deletion_scheduled_at', 'is', null).$narrowType<{ language: 'ar' | 'en' }>(),
    );
    return row;
  }
}
