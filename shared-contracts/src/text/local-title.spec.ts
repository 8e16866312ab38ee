import { describe, expect, it } from '@jest/globals';
import { localText, localTitle } from './local-title.js';

describe('localText', () => {
  it('gives the English to an English reader when there is some, else the Arabic', () => {
    expect(localText('شقة', 'Flat', 'en')).toBe('Flat');
    expect(localText('شقة', 'Flat', 'ar')).toBe('شقة');
    for (const missing of [null, undefined, '']) expect(localText('شقة', missing, 'en')).toBe('شقة');
    expect(localText(null, null, 'en')).toBeNull();
    expect(localTitle({ title: 'فيلا', titleEn: '' }, 'en')).toBe('فيلا');
  });
});
