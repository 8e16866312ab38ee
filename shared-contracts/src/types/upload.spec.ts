import { describe, expect, it } from '@jest/globals';
import { thumbnailOf, uploadIdOf } from './upload.js';

describe('upload urls', () => {
  const url = `/uploads/${'a1'.repeat(16)}.webp`;

  it("names an upload's thumbnail beside it", () => {
    expect(thumbnailOf(url)).toBe(`/uploads/${'a1'.repeat(16)}.thumb.webp`);
  });

  it('leaves any other url alone: a placeholder is its own thumbnail', () => {
    expect(thumbnailOf('/placeholder.svg')).toBe('/placeholder.svg');
    expect(uploadIdOf('https://elsewhere.example/uploads/x.webp')).toBeUndefined();
    expect(uploadIdOf(thumbnailOf(url))).toBeUndefined();
  });
});
