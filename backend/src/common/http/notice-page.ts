type Bilingual = { ar: string; en: string };

/**
 * A plain page for a link opened from an email (unsubscribe, stop watching): in both languages,
 * since the site's language choice is not known there; served with the API's strict headers.
 */
export function noticePage({ title, heading, text, link }: { title: Bilingual; heading: Bilingual; text: Bilingual; link: { href: string } & Bilingual }): string {
  return [
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${title.ar} — ${title.en} | عقارات الجلفة</title></head>`,
    '<body style="font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;line-height:1.7">',
    `<h1>${heading.ar}</h1><p>${text.ar}</p><p><a href="${link.href}">${link.ar}</a></p><hr>`,
    `<div lang="en" dir="ltr"><h1>${heading.en}</h1><p>${text.en}</p><p><a href="${link.href}">${link.en}</a></p></div></body></html>`,
  ].join('');
}
