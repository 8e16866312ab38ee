import { BadRequestException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { RECEIPT_MEDIA_TYPES } from 'shared-contracts';
import { MAX_INPUT_PIXELS } from '../uploads/image-encoder.js';
import { imageTooLarge } from '../uploads/upload-errors.js';

export interface ReceiptFile {
  mediaType: (typeof RECEIPT_MEDIA_TYPES)[number];
  /** Of the file as sent: the same receipt sent twice is known again. */
  sha256: string;
  /** What is kept and shown: an image decoded and drawn anew, or the PDF as sent once checked. */
  content: Buffer;
}

/** Large enough to read every figure of a scanned or photographed receipt. */
const RECEIPT_SIZE = 2400;

/** What a PDF does besides being read: scripts, actions on opening, forms that send, files inside. */
const ACTIVE_PDF_KEYS = ['JS', 'JavaScript', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'SubmitForm', 'ImportData'].map((key) => PDFName.of(key));

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

/** A PDF that parses, is not encrypted, and holds nothing that runs or is embedded. */
async function checkedPdf(content: Buffer): Promise<void> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(content, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    throw unsupported('the PDF cannot be read (damaged or encrypted)');
  }
  if (pdf.getPageCount() === 0) throw unsupported('the PDF has no page');
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && ACTIVE_PDF_KEYS.some((key) => object.has(key))) throw unsupported('the PDF holds scripts, actions or embedded files');
  }
  if (ACTIVE_PDF_KEYS.some((key) => pdf.catalog.has(key))) throw unsupported('the PDF holds scripts, actions or embedded files');
}

/** What the bytes are, whatever the name or the browser's type says: an image or a PDF, checked, else 400. */
export async function readReceipt(content: Buffer): Promise<ReceiptFile> {
  const detected = await fileTypeFromBuffer(content);
  const sentType = RECEIPT_MEDIA_TYPES.find((type) => type === detected?.mime);
  if (!sentType) throw unsupported('this file is neither');
  const sha256 = createHash('sha256').update(content).digest('hex');
  if (sentType === 'application/pdf') {
    await checkedPdf(content);
    return { mediaType: sentType, content, sha256 };
  }
  return { mediaType: 'image/webp', content: await redrawnImage(content), sha256 };
}
