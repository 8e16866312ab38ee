import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { db } from '../../common/sql/kysely.js';
import { keywordWords, MAX_KEYWORD_WORDS, wordCondition } from './keyword.js';
import { listingKeywordWords, searchTextOf } from './search-text.js';

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

describe('wordCondition', () => {
  const compiled = (word: string) => sql`${wordCondition(sql.ref('t'), word)}`.compile(db);

  it('finds a word of three letters or more anywhere, a shorter one where a word starts, its characters taken literally', () => {
    expect(compiled('فيلا')).toMatchObject({ sql: '"t" LIKE $1', parameters: ['%فيلا%'] });
    expect(compiled('f3')).toMatchObject({ sql: '"t" ~ $1', parameters: ['(^| )f3'] });
    expect(compiled('.*')).toMatchObject({ sql: '"t" ~ $1', parameters: ['(^| )\\.\\*'] });
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
    expect(text.startsWith('فيلا فاخره luxury villa قرب المسجد حي 5 جويليه الجلفه djelfa شقه apartment ')).toBe(true);
  });

  it('separates words with single spaces, punctuation included, so that each word can be found where it starts', () => {
    const text = searchTextOf({ ...LISTING, title: 'شقة (F3)، الطابق 2/5', description: 'قرب السوق!' });
    expect(text.startsWith('شقه f3 الطابق 2 5 قرب السوق ')).toBe(true);
    expect(text).not.toMatch(/[^\p{L}\p{M}\p{N} ]| {2}/u);
  });

  it('adds every spelling of the commune and of the places the texts name, but no word twice', () => {
    const text = searchTextOf({ ...LISTING, address: 'حي 5 جويلية', addressEn: null, commune: 'عين وسارة' });
    for (const name of ['عين وساره', 'ain oussera', 'ain oussara', 'ain ouessara', 'cite', 'quartier', '5 juillet']) expect(text).toContain(name);
    expect(text.split(' ').filter((word) => word === 'oussera')).toHaveLength(1);
  });

  it('adds the stems a LIKE would not find in the words themselves', () => {
    const text = searchTextOf({ ...LISTING, title: 'شقق للبيع', description: 'الأراضي والفيلات' });
    expect(text).toContain('شقق');
    expect(text).toContain('شقه');
    expect(text).toContain('ارض');
    expect(text).toContain('فيلا');
  });

  it('gives the same text whatever the accents and joiners of the same words', () => {
    expect(searchTextOf({ ...LISTING, addressEn: 'Aïn-Oussera' })).toBe(searchTextOf({ ...LISTING, addressEn: 'ain oussera' }));
  });
});

const LISTING = {
  title: 'منزل',
  titleEn: null,
  description: 'قرب السوق',
  descriptionEn: null,
  address: null,
  addressEn: null,
  commune: null,
  propertyType: 'منزل',
};

describe('listingKeywordWords', () => {
  it('normalises, then stems each word as search_text is stemmed', () => {
    expect(listingKeywordWords('الشقق  Aïn-Oussera')).toEqual(['شقه', 'ain', 'oussera']);
    expect(listingKeywordWords('الفيلا فيلات')).toEqual(['فيلا']);
    expect(listingKeywordWords('للإيجار F٣')).toEqual(['ايجار', 'f3']);
    expect(listingKeywordWords(undefined)).toEqual([]);
  });

  it('splits words at punctuation, as search_text is split', () => {
    expect(listingKeywordWords('(F3)/F4, 50%')).toEqual(['f3', 'f4', '50']);
    expect(listingKeywordWords('!!!')).toEqual([]);
  });

  it('finds in a listing its own words, whatever their inflection', () => {
    const text = searchTextOf({ ...LISTING, title: 'شقة فاخرة للبيع', description: 'قرب الحدائق', commune: 'الجلفة', propertyType: 'شقة' });
    for (const keyword of ['الشقق', 'شقق', 'شقة', 'فاخرات', 'البيع', 'حديقة', 'Jelfa', 'El Djelfa', 'الجل']) {
      expect([keyword, listingKeywordWords(keyword).every((word) => text.includes(word))]).toEqual([keyword, true]);
    }
  });
});
