import sharp from 'sharp';
import { imageTooLarge, unsupportedImage } from './upload-errors.js';

/**
 * Refused before decoding: a file of a few hundred KB can declare billions of pixels. 40 MP is
 * more than a 10 MB photo holds, and bounds what sharp may need per upload (40 MP × 4 bytes: 160 MB).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED_FORMATS = new Set<string>(['jpeg', 'png', 'webp']);
const DISPLAY_SIZE = 1600;
const THUMBNAIL_SIZE = 480;
const INSIDE = { fit: 'inside', withoutEnlargement: true } as const;

export interface EncodedImage {
  display: Buffer;
  thumbnail: Buffer;
  /** Of the display image. */
  width: number;
  height: number;
}

// sharp says so in the same words from metadata() and from decoding.
const toUploadError = (error: unknown) => (error instanceof Error && /exceeds pixel limit/.test(error.message) ? imageTooLarge(MAX_INPUT_PIXELS) : unsupportedImage());

const open = (data: Buffer) => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS });

async function formatOf(data: Buffer): Promise<string> {
  try {
    return (await open(data).metadata()).format;
  } catch (error) {
    // Also what sharp's constructor throws for an empty buffer.
    throw toUploadError(error);
  }
}

/**
 * The photo as WebP at display and thumbnail sizes, upright, with no metadata at all (sharp
 * writes none unless asked: the EXIF, GPS position included, stays behind). The format is
 * sharp's reading of the bytes; the file's name and declared type play no part.
 */
export async function encodeImage(data: Buffer): Promise<EncodedImage> {
  if (!ACCEPTED_FORMATS.has(await formatOf(data))) throw unsupportedImage();
  try {
    const { data: display, info } = await open(data).autoOrient().resize(DISPLAY_SIZE, DISPLAY_SIZE, INSIDE).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    // From the display image: decoding a large original twice would cost more than this small loss.
    const thumbnail = await sharp(display).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, INSIDE).webp({ quality: 75 }).toBuffer();
    return { display, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    throw toUploadError(error);
  }
}
