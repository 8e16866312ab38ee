import type { EncodedImage } from './image-encoder.js';
import { UPLOAD_CONTENT_TYPE, type UploadNames } from './upload-names.js';
import type { UploadsStorage } from './storage/uploads-storage.js';

/** Both WebP files of an upload, or (on failure) neither: one written alone is deleted again. */
export async function writeUploadFiles(storage: UploadsStorage, { fileName, thumbnailName }: UploadNames, { display, thumbnail }: EncodedImage): Promise<void> {
  const files: [string, Buffer][] = [
    [fileName, display],
    [thumbnailName, thumbnail],
  ];
  const results = await Promise.allSettled(files.map(([name, data]) => storage.put(name, data, UPLOAD_CONTENT_TYPE)));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure === undefined) return;
  // Only what this call wrote: a name that was taken already (never, at 128 random bits) stays its owner's.
  await storage.delete(files.filter((_, at) => results[at].status === 'fulfilled').map(([name]) => name)).catch(() => undefined);
  throw failure.reason;
}
