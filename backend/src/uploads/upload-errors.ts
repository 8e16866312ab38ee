import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  PayloadTooLargeException,
  ServiceUnavailableException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES, type ApiErrorCode } from 'shared-contracts';

const body = (code: ApiErrorCode, message: string) => ({ code, message });

export const fileTooLarge = () => new PayloadTooLargeException(body('FILE_TOO_LARGE', `A photo is at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`));

export const unsupportedImage = () => new BadRequestException(body('UNSUPPORTED_IMAGE', 'The file is not a JPEG, PNG or WebP image that can be read.'));

export const imageTooLarge = (maxPixels: number) => new BadRequestException(body('IMAGE_TOO_LARGE', `A photo has at most ${maxPixels / 1_000_000} megapixels.`));

export const quotaExceeded = ({ photos, bytes }: { photos: number; bytes: number }) =>
  new ForbiddenException({ ...body('UPLOAD_QUOTA_EXCEEDED', `An account keeps at most ${photos} photos and ${bytes / 1024 / 1024} MB of them.`), quota: { photos, bytes } });

export const unknownImage = (url: string) => new BadRequestException(body('UNKNOWN_IMAGE', `Not one of your uploads: ${url}`));

/** The photos' storage (a bucket, a folder) failed or did not answer: worth trying again. The cause is logged where it happened. */
export const storageUnavailable = (cause: unknown) =>
  new ServiceUnavailableException(body('UNAVAILABLE', 'The photos cannot be stored or read right now. Please try again in a moment.'), { cause });

/**
 * Multer's 413 (limits.fileSize) with the FILE_TOO_LARGE code, which the front ends translate.
 * Bound before FileInterceptor, whose rejection reaches it as the handler's error.
 */
@Injectable()
export class FileTooLargeCode implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => (error instanceof PayloadTooLargeException ? fileTooLarge() : error))));
  }
}
