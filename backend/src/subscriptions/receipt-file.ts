import { BadRequestException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { RECEIPT_MEDIA_TYPES } from 'shared-contracts';
import { MAX_INPUT_PIXELS } from '../uploads/image-encoder.js';
import { imageTooLarge } from '../uploads/upload-errors.js';
import { pdfAsImage, pdfProblem } from './receipt-pdf.js';

export interface ReceiptFile {
  mediaType: (typeof RECEIPT_MEDIA_TYPES)[number];
  /** Of the file as sent: the same receipt sent twice is known again. */
  sha256: string;
  /** What is kept and shown: the image, or the PDF's pages, drawn anew here as WebP. */
  content: Buffer;
}

/** Large enough to read every figure of a scanned or photographed receipt. */
const RECEIPT_SIZE = 2400;

const unsupported = (why: string) => new BadRequestException({ code: 'UNSUPPORTED_RECEIPT', message: `The receipt must be a JPEG, PNG or WebP image or a PDF file: ${why}.` });

/**
 * An image receipt decoded whole under the photos' pixel limit (a header may claim billions of
 * pixels; a truncated file does not decode), then drawn anew as WebP without its metadata:
 * what an admin opens is an image sharp wrote, not the sender's bytes.
 */
async function redrawnImage(content: Buffer): Promise<Buffer> {
  try {
    return await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize(RECEIPT_SIZE, RECEIPT_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /exceeds pixel limit/.test(error.message)) throw imageTooLarge(MAX_INPUT_PIXELS);
    throw unsupported('the image cannot be read whole');
  }
}

/** The PDF drawn as an image; one pdf.js cannot draw is refused like one that does not parse. */
async function renderedPdf(content: Buffer): Promise<Buffer> {
  try {
    return await pdfAsImage(content, RECEIPT_SIZE);
  } catch {
    throw unsupported('the PDF cannot be drawn');
  }
}

/**
 * What the bytes are, whatever the name or the browser's type says: an image or a PDF, checked,
 * else 400. Either is kept as an image drawn here, which is what an admin opens.
 */
export async function readReceipt(content: Buffer): Promise<ReceiptFile> {
  const detected = await fileTypeFromBuffer(content);
  const sentType = RECEIPT_MEDIA_TYPES.find((type) => type === detected?.mime);
  if (!sentType) throw unsupported('this file is neither');
  const sha256 = createHash('sha256').update(content).digest('hex');
  if (sentType === 'application/pdf') {
    const problem = await pdfProblem(content);
    if (problem) throw unsupported(problem);
    return { mediaType: 'image/webp', content: await renderedPdf(content), sha256 };
  }
  return { mediaType: 'image/webp', content: await redrawnImage(content), sha256 };
}
