import { describe, expect, it } from '@jest/globals';
import { MAX_UPLOAD_BYTES } from 'shared-contracts';
import { fromUrls, moved, refusalOf, urlsOf, type PhotoItem } from './photo-items';

const file = (type: string, size = 1000) => ({ type, size, name: 'photo' }) as File;

describe('refusalOf', () => {
  it('accepts JPEG, PNG and WebP photos up to the size limit while there is room', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(refusalOf(file(type), 0, 10)).toBeNull();
    expect(refusalOf(file('image/jpeg', MAX_UPLOAD_BYTES), 9, 10)).toBeNull();
  });

  it('refuses another kind of file, one too large, and one more than the limit', () => {
    expect(refusalOf(file('image/gif'), 0, 10)).toBe('type');
    expect(refusalOf(file('application/pdf'), 0, 10)).toBe('type');
    expect(refusalOf(file('image/jpeg', MAX_UPLOAD_BYTES + 1), 0, 10)).toBe('size');
    expect(refusalOf(file('image/jpeg'), 10, 10)).toBe('count');
  });

  it('names the file’s own problem before the limit', () => {
    expect(refusalOf(file('image/heic'), 10, 10)).toBe('type');
    expect(refusalOf(file('image/png', MAX_UPLOAD_BYTES * 2), 10, 10)).toBe('size');
  });
});

describe('urlsOf', () => {
  it('keeps the uploaded photos only, in their order', () => {
    const items: PhotoItem[] = [
      ...fromUrls(['/uploads/a.webp']),
      { key: 'new-1', status: 'uploading', percent: 40, preview: 'blob:1' },
      { key: 'new-2', status: 'error', percent: 0, url: '/uploads/failed.webp' },
      ...fromUrls(['/uploads/b.webp']),
    ];
    expect(urlsOf(items)).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
    expect(urlsOf([])).toEqual([]);
  });

  it('gives back the urls a listing was opened with', () => {
    expect(urlsOf(fromUrls(['/uploads/a.webp', '/uploads/b.webp']))).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
  });
});

describe('moved', () => {
  it('moves a photo forward or back without changing the list it was given', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moved(list, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moved(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moved(list, 1, 1)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});
