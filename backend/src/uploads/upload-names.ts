import { randomBytes } from 'node:crypto';

/** Where the photos are served (mount-uploads.ts), outside /api: no session work per image. */
export const UPLOADS_PATH = '/uploads';

// 128 random bits in hex: a name nobody can guess, and nothing a path could be built from.
const DISPLAY_URL = /^\/uploads\/([0-9a-f]{32})\.webp$/;

export interface UploadNames {
  fileName: string;
  thumbnailName: string;
}

const namesOf = (id: string): UploadNames => ({ fileName: `${id}.webp`, thumbnailName: `${id}.thumb.webp` });

export const newUploadNames = (): UploadNames => namesOf(randomBytes(16).toString('hex'));

export const urlOf = (fileName: string): string => `${UPLOADS_PATH}/${fileName}`;

/** The files of an upload's display url; undefined for any other url (external, placeholder, a thumbnail). */
export function uploadNamesOf(url: string): UploadNames | undefined {
  const id = DISPLAY_URL.exec(url)?.[1];
  return id === undefined ? undefined : namesOf(id);
}

/** The thumbnail of an upload's display url. Any other url (a placeholder) is its own thumbnail. */
export function thumbnailOf(url: string): string {
  const names = uploadNamesOf(url);
  return names ? urlOf(names.thumbnailName) : url;
}
