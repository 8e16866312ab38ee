import { describe, expect, it } from '@jest/globals';
import { containsPattern, keywordWords, MAX_KEYWORD_WORDS } from './keyword.js';
import { searchTextOf } from './search-text.js';

describe('keywordWords', () => {
  it('normalises like search_text: hamza forms, taa marbuta, alef maqsura, diacritics, tatweel, digits, case', () => {
    expect(keywordWords('  أرضٌ   فـــيلا  ')).toEqual(['ارض', 'فيلا']);
    expect(keywordWords('شقة مبنى F٣ VILLA')).toEqual(['شقه', 'مبني', 'f3', 'villa']);
  });

  it('drops repeated words and keeps at most a few', () => {
    expect(keywordWords('villa Villa')).toEqual(['villa']);
    expect(keywordWords(Array.from({ length: 12 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_KEYWORD_WORDS);
    expect(keywordWords('   ')).toEqual([]);
    expect(keywordWords(undefined)).toEqual([]);
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('searchTextOf', () => {
  it('holds both languages and the commune and type labels, normalised', () => {
    const text = searchTextOf({
      title: 'فيلا فاخرة',
      titleEn: 'Luxury Villa',
      description: 'قرب المسجد',
      descriptionEn: null,
      address: 'حي ٥ جويلية',
      addressEn: null,
      commune: 'الجلفة',
      propertyType: 'شقة',
    });
    expect(text).toBe('فيلا فاخره luxury villa قرب المسجد حي 5 جويليه الجلفه djelfa شقه apartment');
  });
});
