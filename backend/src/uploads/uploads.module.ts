import { Module } from '@nestjs/common';
import { AbandonedUploadsJob } from './abandoned-uploads.job.js';
import { uploadsStorageProvider } from './storage/uploads-storage.provider.js';
import { UploadsStorage } from './storage/uploads-storage.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

/**
 * Listing photos: POST /api/uploads, files under /uploads/ (mount-uploads.ts), UploadsService for
 * listings, UploadsStorage (a folder or an S3-compatible bucket) for the files and the readiness probe.
 */
@Module({
  controllers: [UploadsController],
  providers: [UploadsService, AbandonedUploadsJob, uploadsStorageProvider],
  exports: [UploadsService, UploadsStorage],
})
export class UploadsModule {}
