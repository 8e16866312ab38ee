import { NotFoundException } from '@nestjs/common';

/** What the stop link shows, in both languages (the mail client opened it; the site's language is not known here). */
export function unwatchedPage(done: boolean): string {
  if (!done) throw new NotFoundException({ code: 'NOT_FOUND', message: 'This link is not known, or was used already.' });
  return [
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<title>أُوقفت المتابعة — Stopped | عقارات الجلفة</title></head>',
    '<body style="font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;line-height:1.7">',
    '<h1>أُوقفت متابعة الموضوع</h1><p>لن تصلك بعد الآن رسائل عن الردود في هذا الموضوع.</p><p><a href="/forum">المنتدى</a></p><hr>',
    '<div lang="en" dir="ltr"><h1>You stopped watching</h1><p>You will no longer get emails about replies in this topic.</p><p><a href="/forum">Forum</a></p></div></body></html>',
  ].join('');
}
