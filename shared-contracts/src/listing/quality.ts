/** What would make a listing more convincing, each a step of its quality score. */
export const QUALITY_TIPS = ['morePhotos', 'longerDescription', 'englishVersion', 'video', 'details'] as const;
export type QualityTip = (typeof QUALITY_TIPS)[number];

export interface ListingQuality {
  /** 0 to 100. */
  score: number;
  /** What is missing, the biggest gain first. */
  tips: QualityTip[];
}

export interface QualityInput {
  images: readonly string[];
  description: string;
  titleEn: string | null;
  descriptionEn: string | null;
  videos: readonly string[];
  area: string | number | null;
  bedrooms: number | null;
}

/** Photos count most on property portals; then a real description, English for visitors from abroad, a video, the facts. */
const WEIGHTS: Record<QualityTip, number> = { morePhotos: 35, longerDescription: 25, englishVersion: 15, video: 15, details: 10 };
export const GOOD_PHOTO_COUNT = 6;
export const GOOD_DESCRIPTION_LENGTH = 300;

/** How complete a listing is, and what would raise it (the dashboard's analytics). */
export function listingQuality(listing: QualityInput): ListingQuality {
  const parts: Record<QualityTip, number> = {
    morePhotos: Math.min(listing.images.length, GOOD_PHOTO_COUNT) / GOOD_PHOTO_COUNT,
    longerDescription: Math.min(listing.description.trim().length, GOOD_DESCRIPTION_LENGTH) / GOOD_DESCRIPTION_LENGTH,
    englishVersion: (listing.titleEn ? 0.5 : 0) + (listing.descriptionEn ? 0.5 : 0),
    video: listing.videos.length > 0 ? 1 : 0,
    details: (listing.area !== null ? 0.5 : 0) + (listing.bedrooms !== null ? 0.5 : 0),
  };
  const score = Math.round(QUALITY_TIPS.reduce((sum, tip) => sum + WEIGHTS[tip] * parts[tip], 0));
  const tips = QUALITY_TIPS.filter((tip) => parts[tip] < 1).sort((a, b) => WEIGHTS[b] * (1 - parts[b]) - WEIGHTS[a] * (1 - parts[a]));
  return { score, tips };
}
