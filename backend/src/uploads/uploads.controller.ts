/// <reference types="multer" />
import { Controller, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES, type UploadedImage } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import type { UserRow } from '../users/user-row.js';
import { FileTooLargeCode } from './upload-errors.js';
import { UploadsService } from './uploads.service.js';

/** Multer's default storage keeps the file in memory (file.buffer): sharp reads it from there. */
const ONE_PHOTO = FileInterceptor('file', { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 } });

@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /**
   * POST /api/uploads, multipart with one file in the field `file`: 201 UploadedImage.
   * The guard runs before the interceptor, so a visitor's file is never buffered.
   */
  @Post()
  @UseGuards(SignedInGuard)
  @UseInterceptors(FileTooLargeCode, ONE_PHOTO)
  upload(@CurrentUser() user: UserRow, @UploadedFile() file: Express.Multer.File | undefined): Promise<UploadedImage> {
    if (!file) throw validationFailed([{ field: 'file', code: 'required' }], 'Send the photo as the multipart field "file".');
    return this.uploads.store(user.id, file.buffer);
  }
}
