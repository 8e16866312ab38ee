import sharp from 'sharp';

/** A photo as a phone's camera writes it: a large JPEG, which the listing editor scales down before sending. */
export async function photo(name: string, colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: colour } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
