import { formatPrice, localTitle, type Language, type Property } from 'shared-contracts';
import type { Mail } from '../mail/mail.service.js';

export interface AlertRecipient {
  email: string;
  firstName: string;
  language: Language;
  searchName: string;
}

type Match = Pick<Property, 'id' | 'title' | 'titleEn' | 'price' | 'priceUnit'>;

/** New listings matching a saved search, with their links, in the account's language, and the link to stop these emails. */
export function alertEmail(to: AlertRecipient, matches: Match[], more: number, urls: { site: string; unsubscribe: string }): Mail {
  const line = (match: Match) => `• ${localTitle(match, to.language)} — ${formatPrice(match.price, match.priceUnit, to.language)}\n  ${urls.site}/property/${match.id}`;
  if (to.language === 'en') {
    return {
      to: to.email,
      subject: `New listings for “${to.searchName}” | Djelfa Estates`,
      text: [
        `Hello ${to.firstName},`,
        '',
        `New listings match your saved search “${to.searchName}”:`,
        '',
        ...matches.map(line),
        ...(more > 0 ? ['', `…and ${more} more on the site.`] : []),
        '',
        `Stop these emails for this search (one click): ${urls.unsubscribe}`,
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: `إعلانات جديدة لبحثك «${to.searchName}» | عقارات الجلفة`,
    text: [
      `مرحبًا ${to.firstName}،`,
      '',
      `إعلانات جديدة تطابق بحثك المحفوظ «${to.searchName}»:`,
      '',
      ...matches.map(line),
      ...(more > 0 ? ['', `…و${more} أخرى على الموقع.`] : []),
      '',
      `أوقف هذه الرسائل لهذا البحث (بنقرة واحدة): ${urls.unsubscribe}`,
    ].join('\n'),
  };
}
