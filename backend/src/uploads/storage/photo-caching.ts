/**
 * A photo's name is never reused for other content (upload-names.ts), so browsers and proxies
 * keep it a year without asking again: the Cache-Control of every photo, from the folder, through
 * the portal from a bucket, or from the bucket itself (set on each object).
 */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * How long a browser keeps the redirect from /uploads/<name> to the bucket's public address
 * (UPLOADS_PUBLIC_URL): a day, so that a bucket moved to another address is followed the next day.
 */
export const PUBLIC_URL_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';
