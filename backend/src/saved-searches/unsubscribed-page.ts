import { NotFoundException } from '@nestjs/common';

/**
 * What the unsubscribe link shows: said in both languages (the mail client opened it, the site's
 * language choice is not known here). A plain page, served with the API's strict headers.
 */
export function unsubscribedPage(done: boolean): string {
  if (!done) throw new NotFoundException({ code: 'NOT_FOUND', message: 'This unsubscribe link is not known.' });
  return [
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<title>أُلغي الاشتراك — Unsubscribed | عقارات الجلفة</title></head>',
    '<body style="font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;line-height:1.7">',
    '<h1>أُلغي اشتراكك</h1><p>لن تصلك بعد الآن رسائل عن هذا البحث المحفوظ. يمكنك إعادة تفعيلها من لوحة التحكم.</p>',
    '<p><a href="/dashboard/favorites">لوحة التحكم</a></p><hr>',
    '<div lang="en" dir="ltr"><h1>You are unsubscribed</h1><p>You will no longer get emails about this saved search. You can turn them on again from your dashboard.</p>',
    '<p><a href="/dashboard/favorites">Dashboard</a></p></div></body></html>',
  ].join('');
}
