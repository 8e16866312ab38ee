import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { UPLOADS_PATH } from './upload-names.js';
import { UPLOADS_CONFIG, type UploadsConfig } from './uploads.config.js';

/**
 * The photos' files at /uploads/<name>.webp. A name is never reused for other content, so
 * browsers and proxies keep a file a year without asking again. Mounted before the portal,
 * whose last middleware answers 404 for any other path (an unknown name included).
 */
export function mountUploads(app: NestExpressApplication): void {
  const { dir } = app.get<UploadsConfig>(UPLOADS_CONFIG);
  app.use(
    UPLOADS_PATH,
    express.static(dir, {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      // Served as image/webp whatever a browser would sniff from the bytes.
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );
}
