/// <reference types="multer" />
import { Controller, Delete, Put, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES, type User } from 'shared-contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../../common/guards/signed-in.guard.js';
import { validationFailed } from '../../common/validation/validation-failed.js';
import { FileTooLargeCode } from '../../uploads/upload-errors.js';
import { toUser } from '../../users/to-user.js';
import type { UserRow } from '../../users/user-row.js';
import { AvatarService } from './avatar.service.js';

const ONE_PHOTO = FileInterceptor('file', { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 } });

/** The account's picture: cropped square in the browser, checked and re-encoded here as every photo is. */
@Controller('user/avatar')
@UseGuards(SignedInGuard)
export class AvatarController {
  constructor(private readonly avatars: AvatarService) {}

  /** 200 the account with its new avatar (multipart field `file`); the one before is deleted. */
  @Put()
  @UseInterceptors(FileTooLargeCode, ONE_PHOTO)
  async replace(@CurrentUser() user: UserRow, @UploadedFile() file: Express.Multer.File | undefined): Promise<User> {
    if (!file) throw validationFailed([{ field: 'file', code: 'required' }], 'Send the picture as the multipart field "file".');
    return toUser(await this.avatars.replace(user, file.buffer));
  }

  /** 200 the account without an avatar. */
  @Delete()
  async remove(@CurrentUser() user: UserRow): Promise<User> {
    return toUser(await this.avatars.remove(user));
  }
}
