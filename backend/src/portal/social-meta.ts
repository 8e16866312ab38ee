import {
  COMMUNES,
  documentTitle,
  formatPrice,
  labelOf,
  localText,
  localTitle,
  PROPERTY_TYPES,
  PURPOSES,
  SITE_NAME,
  type Language,
  type PageMeta,
  type PriceUnit,
  type Purpose,
} from 'shared-contracts';

/** What a link preview of a listing shows, as read from the properties table. */
export interface ListingPreview {
  id: number;
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  price: string;
  priceUnit: PriceUnit;
  priceType: Purpose;
  propertyType: string;
  commune: string | null;
  /** The display-size cover (images[0]), or null without photos. */
  cover: string | null;
}

/** Facebook cuts descriptions near here; WhatsApp shows two or three lines. */
const DESCRIPTION_MAX = 200;
// Rent per month, exchange negotiable, in the words the pages use.
const PRICE_NOTE: Record<Language, Record<Purpose, string>> = {
  ar: { sale: '', rent: ' شهرياً', exchange: ' · قابل للتفاوض' },
  en: { sale: '', rent: ' per month', exchange: ' · negotiable' },
};

/** For an attribute value in the HTML the portal writes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Whitespace collapsed and cut at a word boundary, so a preview never ends mid-word. */
function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s،,.؛;:-]+$/, '')}…`;
}

/** An uploaded photo's path on this site, or a URL elsewhere, made absolute for crawlers. */
export const absolute = (url: string, publicUrl: string): string => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/** "شقة F3 مشمسة — 6.5 مليون د.ج": the preview's headline (Arabic, the site's default, unless asked). */
export function previewTitle(listing: ListingPreview, language: Language = 'ar'): string {
  const title = localTitle(listing, language);
  return `${title} — ${formatPrice(listing.price, listing.priceUnit, language)}${PRICE_NOTE[language][listing.priceType]}`;
}

/** "شقة · بيع · الجلفة — <the description's start>". */
export function previewDescription(listing: ListingPreview, language: Language = 'ar'): string {
  const facts = [labelOf(PROPERTY_TYPES, listing.propertyType, language), labelOf(PURPOSES, listing.priceType, language)];
  if (listing.commune) facts.push(labelOf(COMMUNES, listing.commune, language));
  return excerpt(`${facts.join(' · ')} — ${localText(listing.description, listing.descriptionEn, language)}`);
}

/** The listing page's <title> and description in each language. */
export const listingPageMeta = (listing: ListingPreview): Record<Language, PageMeta> => ({
  ar: { title: documentTitle(previewTitle(listing, 'ar'), 'ar'), description: previewDescription(listing, 'ar') },
  en: { title: documentTitle(previewTitle(listing, 'en'), 'en'), description: previewDescription(listing, 'en') },
});

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
    ['og:site_name', SITE_NAME.ar],
    ['og:locale', 'ar_DZ'],
    ['og:url', `${publicUrl}/property/${listing.id}`],
    ['og:title', title],
    ['og:description', description],
    ...(image
      ? ([
          ['og:image', image],
          ['og:image:alt', listing.title],
        ] as [string, string][])
      : []),
  ];
  const twitter: [string, string][] = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
  ];
  return metaTagsHtml(og, twitter);
}

/** Open Graph (`property=`) and Twitter (`name=`) tags, every value escaped. */
export const metaTagsHtml = (og: [string, string][], twitter: [string, string][]): string =>
  [
    ...og.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    ...twitter.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`),
  ].join('');
