import { BadRequestException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import { RECEIPT_MEDIA_TYPES } from 'shared-contracts';

export interface ReceiptFile {
  mediaType: (typeof RECEIPT_MEDIA_TYPES)[number];
  sha256: string;
  content: Buffer;
}

/** What the bytes are, whatever the name or the browser's type says: an image or a PDF, else 400. */
export async function readReceipt(content: Buffer): Promise<ReceiptFile> {
  const detected = await fileTypeFromBuffer(content);
  const mediaType = RECEIPT_MEDIA_TYPES.find((type) => type === detected?.mime);
  if (!mediaType) throw new BadRequestException({ code: 'UNSUPPORTED_RECEIPT', message: 'The receipt must be a JPEG, PNG or WebP image or a PDF file.' });
  return { mediaType, content, sha256: createHash('sha256').update(content).digest('hex') };
}
