import type { NestExpressApplication } from '@nestjs/platform-express';
import { UploadsStorage } from './storage/uploads-storage.js';
import { UPLOADS_PATH } from './upload-names.js';

/**
 * The photos at /uploads/<name>.webp, from the folder or the bucket (or a redirect to the
 * bucket's public address), cached a year: a name is never reused for other content. Mounted
 * before the portal, whose last middleware answers 404 for any other path (an unknown name included).
 */
export function mountUploads(app: NestExpressApplication): void {
  app.use(UPLOADS_PATH, app.get(UploadsStorage).serve());
}
