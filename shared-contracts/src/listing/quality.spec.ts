import { describe, expect, it } from '@jest/globals';
import { listingQuality } from './quality.js';

const bare = { images: [], description: 'شقة', titleEn: null, descriptionEn: null, videos: [], area: null, bedrooms: null };

describe('listingQuality', () => {
  it('scores a complete listing 100 with nothing to add', () => {
    const complete = {
      images: Array(6).fill('/uploads/a.webp'),
      description: 'ب'.repeat(300),
      titleEn: 'Flat',
      descriptionEn: 'Sunny',
      videos: ['https://youtu.be/dQw4w9WgXcQ'],
      area: '95.00',
      bedrooms: 2,
    };
    expect(listingQuality(complete)).toEqual({ score: 100, tips: [] });
  });

  it('says what is missing, the biggest gain first', () => {
    expect(listingQuality(bare)).toEqual({ score: 0, tips: ['morePhotos', 'longerDescription', 'englishVersion', 'video', 'details'] });
    const someWork = { ...bare, images: ['a', 'b', 'c'], description: 'ب'.repeat(290), videos: ['v'], titleEn: 'Flat' };
    const { score, tips } = listingQuality(someWork);
    expect(score).toBe(Math.round(35 * 0.5 + 25 * (290 / 300) + 15 * 0.5 + 15));
    expect(tips).toEqual(['morePhotos', 'details', 'englishVersion', 'longerDescription']);
  });
});
