import { randomBytes } from 'node:crypto';
import { UPLOADS_PATH, uploadIdOf } from 'shared-contracts';

// The url format is shared with the front ends (shared-contracts/src/types/upload.ts).
export { UPLOADS_PATH, thumbnailOf } from 'shared-contracts';

export interface UploadNames {
  fileName: string;
  thumbnailName: string;
}

const namesOf = (id: string): UploadNames => ({ fileName: `${id}.webp`, thumbnailName: `${id}.thumb.webp` });

/** Every stored file is WebP (image-encoder.ts). */
export const UPLOAD_CONTENT_TYPE = 'image/webp';

/** The name of an upload's file, either size: what storage holds and /uploads/ serves, nothing else. */
export const isUploadFileName = (name: string): boolean => /^[0-9a-f]{32}(\.thumb)?\.webp$/.test(name);

/** Both files of each upload, as storage names them. */
export const fileNamesOf = (uploads: UploadNames[]): string[] => uploads.flatMap(({ fileName, thumbnailName }) => [fileName, thumbnailName]);

// 128 random bits in hex: a name nobody can guess, and nothing a path could be built from.
export const newUploadNames = (): UploadNames => namesOf(randomBytes(16).toString('hex'));

export const urlOf = (fileName: string): string => `${UPLOADS_PATH}/${fileName}`;

/** The files of an upload's display url; undefined for any other url (external, placeholder, a thumbnail). */
export function uploadNamesOf(url: string): UploadNames | undefined {
  const id = uploadIdOf(url);
  return id === undefined ? undefined : namesOf(id);
}
