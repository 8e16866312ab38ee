import sanitizeHtml from 'sanitize-html';
import { UPLOADS_PATH } from 'shared-contracts';

/**
 * The allow-list a post's HTML goes through before it is stored: the editor's elements, links
 * to http(s) and mail only, pictures from this site's uploads or https. No attribute but these;
 * no script, style or event handler survives.
 */
export function sanitizeBlogHtml(html: string, language: 'ar' | 'en', trustedLinks: boolean): string {
  const body = sanitizeHtml(html, {
    allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'strong', 'em', 's', 'u', 'a', 'img', 'br', 'hr'],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'loading'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    // An uploaded photo is a path on this site: no scheme, so it passes only when it is ours.
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src ?? ''),
    transformTags: {
      // Authors an admin did not appoint do not lend this site's standing to their links.
      a: sanitizeHtml.simpleTransform('a', { rel: trustedLinks ? 'noopener' : 'noopener nofollow ugc', target: '_blank' }),
    },
  });
  return `<div dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">${body}</div>`;
}

function isAllowedImage(src: string): boolean {
  return /^https:\/\//i.test(src) || new RegExp(`^${UPLOADS_PATH}/[0-9a-f]{32}\\.webp$`).test(src);
}
