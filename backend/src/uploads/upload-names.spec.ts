import { describe, expect, it } from '@jest/globals';
import { isUploadFileName, newUploadNames, thumbnailOf, uploadNamesOf, urlOf } from './upload-names.js';

describe('upload names', () => {
  it('are random hex ids, the thumbnail beside the display file', () => {
    const names = newUploadNames();
    expect(names.fileName).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(names.thumbnailName).toBe(names.fileName.replace('.webp', '.thumb.webp'));
    expect(newUploadNames().fileName).not.toBe(names.fileName);
  });

  it('are read back from a display url, and from nothing else', () => {
    const names = newUploadNames();
    expect(uploadNamesOf(urlOf(names.fileName))).toEqual(names);
    for (const url of [
      urlOf(names.thumbnailName),
      `https://elsewhere.example${urlOf(names.fileName)}`,
      '/uploads/../session-secret',
      '/uploads/ABCDEF.webp',
      '/images/placeholder.jpg',
    ]) {
      expect(uploadNamesOf(url)).toBeUndefined();
    }
  });

  it('gives the thumbnail url of an upload; another url is its own thumbnail', () => {
    const { fileName, thumbnailName } = newUploadNames();
    expect(thumbnailOf(urlOf(fileName))).toBe(urlOf(thumbnailName));
    expect(thumbnailOf('/images/placeholder.jpg')).toBe('/images/placeholder.jpg');
  });

  it("tell an upload's file name, either size, from any other name", () => {
    const { fileName, thumbnailName } = newUploadNames();
    expect([fileName, thumbnailName].every(isUploadFileName)).toBe(true);
    for (const name of ['session-secret', `../${fileName}`, `${fileName}.tmp`, fileName.toUpperCase(), '.hidden.webp', 'ab.webp']) {
      expect(isUploadFileName(name)).toBe(false);
    }
  });
});
