/** POST /api/uploads (multipart, field `file`): one photo, re-encoded by the server. */
export interface UploadedImage {
  /** The display-size WebP: what a listing's `images` holds. */
  url: string;
  /** A small WebP for cards and thumbnails. */
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** SPEC §5 and §9: at most 10 photos per listing (the platform default), each at most 10 MB. */
export const MAX_IMAGES_PER_PROPERTY = 10;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Photos are JPEG, PNG or WebP, recognised by their content. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
