import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Photos as a camera or an editor writes them, made here rather than kept as binary fixtures. */
export const testImage = (format: 'jpeg' | 'png' | 'webp', width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 190, g: 150, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** The camera's make, findable in the bytes of any file that kept the EXIF. */
export const CAMERA_MAKE = 'DjelfaSpyCam';

/** A 3000×2000 JPEG taken rotated (EXIF orientation 6: shown 2000×3000) at a GPS position. */
export const jpegWithGps = (): Promise<Buffer> =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7d5c' } })
    .withExif({
      IFD0: { Make: CAMERA_MAKE },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 40/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 15/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 50000×50000 black-and-white PNG (2.5 gigapixels) in about
 * 300 KB. Written by hand: sharp takes many seconds to encode one.
 */
export function pngBomb(): Buffer {
  const [width, height] = [50_000, 50_000];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (grey), default compression, filter, no interlace
  const rows = Buffer.alloc(height * (1 + width / 8));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}
