// `npm run uploads:to-s3`: copies the photos of the local folder (UPLOADS_DIR, else <DATA_DIR>/uploads)
// into the bucket the UPLOADS_S3_* variables name, each under its own name: set the variables, run
// this, then start the site with them. Idempotent: files the bucket has already are skipped, so it
// can run again after an interruption, or just before the switch to copy the last uploads.
import { BACKEND_PACKAGES, buildIfStale } from './workspace.mjs';

buildIfStale(BACKEND_PACKAGES);
const { uploadsConfig } = await import('../dist/uploads/uploads.config.js');
const { S3Storage } = await import('../dist/uploads/storage/s3-storage.js');
const { copyLocalUploads } = await import('../dist/uploads/storage/copy-local-uploads.js');

let config;
try {
  config = uploadsConfig(process.env)();
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (!config.s3) {
  console.error('Name the bucket to copy the photos into: UPLOADS_S3_BUCKET and the other UPLOADS_S3_* variables (README, Configuration).');
  process.exit(2);
}

const bucket = new S3Storage(config.s3);
try {
  await bucket.check();
  const { copied, skipped, ignored } = await copyLocalUploads(config.dir, bucket);
  console.log(`Copied ${copied} photo files from ${config.dir} to ${bucket.description}; ${skipped} were there already; ${ignored} other entries of the folder left alone.`);
} catch (error) {
  console.error(error.code === 'ENOENT' ? `No photos to copy: there is no folder ${config.dir} (UPLOADS_DIR).` : error.message);
  process.exitCode = 1;
} finally {
  bucket.onApplicationShutdown();
}
