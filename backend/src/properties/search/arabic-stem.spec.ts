import { describe, expect, it } from '@jest/globals';
import { normalizeForSearch } from 'shared-contracts';
import { arabicStem, stemArabicWords } from './arabic-stem.js';

const stem = (word: string): string => arabicStem(normalizeForSearch(word));

describe('arabicStem', () => {
  it('strips the article and the particles glued to it', () => {
    expect(stem('الفيلا')).toBe('فيلا');
    expect(stem('والشقق')).toBe('شقه');
    expect(stem('بالمدينة')).toBe('مدين');
    expect(stem('كالبيت')).toBe('بيت');
    expect(stem('فالمنزل')).toBe('منزل');
    expect(stem('للبيع')).toBe('بيع');
  });

  it('strips sound plurals and the feminine ending', () => {
    expect(stem('محلات')).toBe('محل');
    expect(stem('الفلاحون')).toBe('فلاح');
    expect(stem('الفلاحين')).toBe('فلاح');
    expect(stem('فاخرة')).toBe(stem('فاخرات'));
    expect(stem('مستودعات')).toBe(stem('مستودع'));
  });

  it('brings the broken plurals of listings to their singular', () => {
    for (const [plural, singular] of [
      ['الشقق', 'شقة'],
      ['شقق', 'شقة'],
      ['فيلات', 'فيلا'],
      ['المنازل', 'منزل'],
      ['الأراضي', 'أرض'],
      ['مكاتب', 'مكتب'],
      ['حدائق', 'حديقة'],
    ]) {
      expect([plural, stem(plural)]).toEqual([plural, stem(singular)]);
    }
  });

  it('never leaves fewer than three letters, nor four before a stripped ه', () => {
    expect(stem('الحي')).toBe('الحي');
    expect(stem('شقة')).toBe('شقه');
    expect(stem('واحة')).toBe('واحه');
    expect(stem('الواحة')).toBe('واحه');
    expect(stem('بنات')).toBe('بنات');
    for (const word of ['الشقق', 'الحي', 'شقة', 'ملك', 'الف', 'عين', 'للبيع', 'سكنات']) expect(stem(word).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps possessive endings and words that only look inflected', () => {
    expect(stem('منها')).toBe('منها');
    expect(stem('مساحتها')).toBe('مساحتها');
    expect(stem('صالون')).toBe('صالون');
    expect(stem('زيتون')).toBe('زيتون');
  });

  it('keeps place names whole: بيرين is no plural of بير (a well)', () => {
    expect(stem('بيرين')).toBe('بيرين');
    expect(stem('سلمانة')).toBe('سلمانه');
    expect(stem('الجلفة')).toBe('الجلفه');
    expect(stem('بئر')).not.toBe(stem('بيرين'));
  });

  it('leaves Latin words, digits and mixed tokens alone', () => {
    for (const word of ['villa', 'f3', '500', 'ain', 'logements']) expect(arabicStem(word)).toBe(word);
  });
});

describe('stemArabicWords', () => {
  it('stems every run of Arabic letters and keeps the rest of the text', () => {
    expect(stemArabicWords(normalizeForSearch('الشقق، F3 للبيع (الفيلا)'))).toBe('شقه، f3 بيع (فيلا)');
  });
});
