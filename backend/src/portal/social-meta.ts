import { COMMUNES, PROPERTY_TYPES, PURPOSES, formatPrice, labelOf, type PriceUnit, type Purpose } from 'shared-contracts';

/** What a link preview of a listing shows, as read from the properties table (Arabic texts). */
export interface ListingPreview {
  id: number;
  title: string;
  description: string;
  price: string;
  priceUnit: PriceUnit;
  priceType: Purpose;
  propertyType: string;
  commune: string | null;
  /** The display-size cover (images[0]), or null without photos. */
  cover: string | null;
}

/** The site's name as previews show it: the Arabic brand, Arabic being the site's default. */
const SITE_NAME = 'عقارات الجلفة';
/** Facebook cuts descriptions near here; WhatsApp shows two or three lines. */
const DESCRIPTION_MAX = 200;
// SPEC §9 (rent per month, exchange negotiable) in the words the Arabic page uses.
const PRICE_NOTE: Record<Purpose, string> = { sale: '', rent: ' شهرياً', exchange: ' · قابل للتفاوض' };

/** For an attribute value in the HTML the portal writes. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Whitespace collapsed and cut at a word boundary, so a preview never ends mid-word. */
function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s،,.؛;:-]+$/, '')}…`;
}

/** An uploaded photo's path on this site, or a URL elsewhere, made absolute for crawlers. */
const absolute = (url: string, publicUrl: string): string => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/** "شقة F3 مشمسة — 6.5 مليون د.ج": the preview's headline. */
export function previewTitle(listing: ListingPreview): string {
  return `${listing.title} — ${formatPrice(listing.price, listing.priceUnit, 'ar')}${PRICE_NOTE[listing.priceType]}`;
}

/** "شقة · بيع · الجلفة — <the description's start>". */
export function previewDescription(listing: ListingPreview): string {
  const facts = [labelOf(PROPERTY_TYPES, listing.propertyType, 'ar'), labelOf(PURPOSES, listing.priceType, 'ar')];
  if (listing.commune) facts.push(labelOf(COMMUNES, listing.commune, 'ar'));
  return excerpt(`${facts.join(' · ')} — ${listing.description}`);
}

/**
 * Open Graph and Twitter tags for a listing's page, so a link pasted into WhatsApp, Facebook
 * or X shows its photo, title and price. Every value is escaped: titles are the owners' text.
 */
export function socialMetaTags(listing: ListingPreview, publicUrl: string): string {
  const title = previewTitle(listing);
  const description = previewDescription(listing);
  const image = listing.cover ? absolute(listing.cover, publicUrl) : null;
  const og: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', SITE_NAME],
    ['og:locale', 'ar_DZ'],
    ['og:url', `${publicUrl}/property/${listing.id}`],
    ['og:title', title],
    ['og:description', description],
    ...(image ? ([['og:image', image], ['og:image:alt', listing.title]] as [string, string][]) : []),
  ];
  const twitter: [string, string][] = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
  ];
  return [
    ...og.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    ...twitter.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`),
  ].join('');
}
