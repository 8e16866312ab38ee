/** POST /api/uploads (multipart, field `file`): one photo, re-encoded by the server. */
export interface UploadedImage {
  /** The display-size WebP: what a listing's `images` holds. */
  url: string;
  /** A small WebP for cards and thumbnails. */
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** At most 10 photos per listing (the platform default), each at most 10 MB. */
export const MAX_IMAGES_PER_PROPERTY = 10;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Photos are JPEG, PNG or WebP, recognised by their content. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Where the photos are served, outside /api (no session work per image). */
export const UPLOADS_PATH = '/uploads';

// An upload's display url: 128 random bits in hex, then `.webp`; its thumbnail is `.thumb.webp`.
const DISPLAY_URL = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/** The id of an upload's display url; undefined for any other url (external, placeholder, thumbnail). */
export const uploadIdOf = (url: string): string | undefined => DISPLAY_URL.exec(url)?.[1];

/** The thumbnail of an upload's display url. Any other url (a placeholder) is its own thumbnail. */
export function thumbnailOf(url: string): string {
  const id = uploadIdOf(url);
  return id === undefined ? url : `${UPLOADS_PATH}/${id}.thumb.webp`;
}
