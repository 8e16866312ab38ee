import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isUploadFileName, UPLOAD_CONTENT_TYPE } from '../upload-names.js';
import { inBatches } from './in-batches.js';
import type { UploadsStorage } from './uploads-storage.js';

export interface CopyReport {
  /** Photos' files written to the storage. */
  copied: number;
  /** Photos' files the storage held already (a second run, an interrupted one), left as they are. */
  skipped: number;
  /** Other entries of the folder (a note, a folder, a hidden file): not copied. */
  ignored: number;
}

/**
 * `npm run uploads:to-s3`: the photos' files of a local folder (UPLOADS_DIR) into a storage (the
 * bucket), each under its own name, which is what listings' /uploads/<name> URLs are served from.
 * Idempotent: a name the storage has is skipped, so running it again copies only what is new.
 */
export async function copyLocalUploads(dir: string, target: UploadsStorage, concurrency = 8): Promise<CopyReport> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isFile() && isUploadFileName(entry.name)).map((entry) => entry.name);
  const report: CopyReport = { copied: 0, skipped: 0, ignored: entries.length - names.length };
  await inBatches(names.sort(), concurrency, async (name) => {
    if (await target.has(name)) {
      report.skipped += 1;
      return;
    }
    await target.put(name, await readFile(join(dir, name)), UPLOAD_CONTENT_TYPE);
    report.copied += 1;
  });
  return report;
}
