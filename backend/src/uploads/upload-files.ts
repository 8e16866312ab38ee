import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EncodedImage } from './image-encoder.js';
import type { UploadNames } from './upload-names.js';

const pathsOf = (dir: string, { fileName, thumbnailName }: UploadNames): string[] => [join(dir, fileName), join(dir, thumbnailName)];

/** Both WebP files of an upload, or (on failure) neither. */
export async function writeUploadFiles(dir: string, names: UploadNames, { display, thumbnail }: EncodedImage): Promise<void> {
  await mkdir(dir, { recursive: true });
  const [displayPath, thumbnailPath] = pathsOf(dir, names);
  try {
    // 'wx': a name is never written twice, whatever the odds of a random collision.
    await writeFile(displayPath, display, { flag: 'wx' });
    await writeFile(thumbnailPath, thumbnail, { flag: 'wx' });
  } catch (error) {
    await deleteUploadFiles(dir, [names]);
    throw error;
  }
}

/** Tolerates files already gone. */
export async function deleteUploadFiles(dir: string, uploads: UploadNames[]): Promise<void> {
  await Promise.all(uploads.flatMap((names) => pathsOf(dir, names)).map((path) => rm(path, { force: true })));
}
