import { NotFoundException } from '@nestjs/common';
import { noticePage } from '../common/http/notice-page.js';

/** What the unsubscribe link shows. */
export function unsubscribedPage(done: boolean): string {
  if (!done) throw new NotFoundException({ code: 'NOT_FOUND', message: 'This unsubscribe link is not known.' });
  return noticePage({
    title: { ar: 'أُلغي الاشتراك', en: 'Unsubscribed' },
    heading: { ar: 'أُلغي اشتراكك', en: 'You are unsubscribed' },
    text: {
      ar: 'لن تصلك بعد الآن رسائل عن هذا البحث المحفوظ. يمكنك إعادة تفعيلها من لوحة التحكم.',
      en: 'You will no longer get emails about this saved search. You can turn them on again from your dashboard.',
    },
    link: { href: '/dashboard/favorites', ar: 'لوحة التحكم', en: 'Dashboard' },
  });
}
