import { localTitle, type Language } from 'shared-contracts';
import type { Mail } from '../../mail/mail.service.js';

export interface ExpiringListing {
  email: string;
  firstName: string;
  language: Language;
  title: string;
  titleEn: string | null;
  expiresAt: Date;
}

/** Where the owner renews: their listings on the dashboard. */
export const renewLink = (publicUrl: string): string => `${publicUrl}/dashboard/listings`;

const day = (date: Date): string => date.toISOString().slice(0, 10);

/** A week's warning, in the account's language: the listing goes off the site unless renewed. */
export function expiryEmail(listing: ExpiringListing, link: string): Mail {
  if (listing.language === 'en') {
    const title = localTitle(listing, 'en');
    return {
      to: listing.email,
      subject: `Your listing “${title}” expires on ${day(listing.expiresAt)} | Djelfa Estates`,
      text: [
        `Hello ${listing.firstName},`,
        '',
        `Your listing “${title}” has been on Djelfa Estates for almost 90 days: it leaves the site on ${day(listing.expiresAt)} unless you renew it.`,
        'Renew it in one click from your dashboard (nothing else changes):',
        link,
        '',
        'Sold or rented already? Mark it so there, and buyers stop calling.',
      ].join('\n'),
    };
  }
  return {
    to: listing.email,
    subject: `ينتهي إعلانك «${listing.title}» في ${day(listing.expiresAt)} | عقارات الجلفة`,
    text: [
      `مرحبًا ${listing.firstName}،`,
      '',
      `مضى على إعلانك «${listing.title}» في عقارات الجلفة قرابة 90 يومًا: سيُسحب من الموقع في ${day(listing.expiresAt)} ما لم تجدده.`,
      'جدّده بنقرة واحدة من لوحة التحكم (لا يتغير شيء آخر):',
      link,
      '',
      'هل بِيع أو أُجّر؟ حدّده كذلك هناك فيتوقف اتصال المشترين.',
    ].join('\n'),
  };
}
