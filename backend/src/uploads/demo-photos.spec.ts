import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PROPERTY_TYPES } from 'shared-contracts';
import { demoPhoto } from './demo-photos.js';

const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('demoPhoto', () => {
  it('draws a distinct 1200×800 JPEG for each property type', async () => {
    const photos = await Promise.all(PROPERTY_TYPES.map(({ value }) => demoPhoto(1, value)));
    for (const photo of photos) {
      expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    }
    expect(new Set(photos.map(digest)).size).toBe(PROPERTY_TYPES.length);
  });

  it('is the same picture for the same seed, another one for another seed', async () => {
    const villa = await demoPhoto(4, 'فيلا');
    expect(digest(await demoPhoto(4, 'فيلا'))).toBe(digest(villa));
    expect(digest(await demoPhoto(5, 'فيلا'))).not.toBe(digest(villa));
  });

  it('looks like a photo, not a blank: many colours over the whole frame', async () => {
    const { channels } = await sharp(await demoPhoto(2, 'شقة')).stats();
    for (const { stdev } of channels) expect(stdev).toBeGreaterThan(15);
  });

  it('draws a house for a kind it does not know', async () => {
    expect((await sharp(await demoPhoto(1, 'قصر')).metadata()).format).toBe('jpeg');
  });
});
