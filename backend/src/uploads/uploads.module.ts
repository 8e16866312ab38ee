import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AbandonedUploadsJob } from './abandoned-uploads.job.js';
import { UploadEntity } from './upload.entity.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

/** Listing photos: POST /api/uploads, files under /uploads/ (mount-uploads.ts), UploadsService for listings. */
@Module({
  imports: [TypeOrmModule.forFeature([UploadEntity])],
  controllers: [UploadsController],
  providers: [UploadsService, AbandonedUploadsJob],
  exports: [UploadsService],
})
export class UploadsModule {}
