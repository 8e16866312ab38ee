import { NotFoundException } from '@nestjs/common';
import { noticePage } from '../common/http/notice-page.js';

/** What the stop link of a reply mail shows. */
export function unwatchedPage(done: boolean): string {
  if (!done) throw new NotFoundException({ code: 'NOT_FOUND', message: 'This link is not known, or was used already.' });
  return noticePage({
    title: { ar: 'أُوقفت المتابعة', en: 'Stopped' },
    heading: { ar: 'أُوقفت متابعة الموضوع', en: 'You stopped watching' },
    text: { ar: 'لن تصلك بعد الآن رسائل عن الردود في هذا الموضوع.', en: 'You will no longer get emails about replies in this topic.' },
    link: { href: '/forum', ar: 'المنتدى', en: 'Forum' },
  });
}
