import { describe, expect, it } from '@jest/globals';
import { normalizeForSearch } from './arabic-normalize.js';

describe('normalizeForSearch', () => {
  it('lower-cases Latin letters', () => {
    expect(normalizeForSearch('Villa F4 Hassi BAHBAH')).toBe('villa f4 hassi bahbah');
  });

  it('drops tashkeel, superscript alef and tatweel', () => {
    expect(normalizeForSearch('مُسْتَوْدَعٌ')).toBe('مستودع');
    expect(normalizeForSearch('هٰذا')).toBe('هذا');
    expect(normalizeForSearch('شـــقة')).toBe('شقه');
  });

  it('unifies alef, taa marbuta, alef maqsura and hamza seats', () => {
    expect(normalizeForSearch('أرض إيجار آمنة ٱلبيت')).toBe('ارض ايجار امنه البيت');
    expect(normalizeForSearch('فيلا مبنى')).toBe('فيلا مبني');
    expect(normalizeForSearch('مؤسسة بئر')).toBe('موسسه بير');
  });

  it('handles decomposed hamza and madda forms the same way', () => {
    expect(normalizeForSearch('ا\u0654رض')).toBe('ارض');
    expect(normalizeForSearch('ا\u0653من')).toBe('امن');
  });

  it('turns Arabic-Indic and Eastern Arabic-Indic digits into 0-9', () => {
    expect(normalizeForSearch('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeForSearch('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeForSearch('شقة F٣')).toBe('شقه f3');
  });

  it('collapses whitespace and trims', () => {
    expect(normalizeForSearch('  عين \t\n وسارة  ')).toBe('عين وساره');
    expect(normalizeForSearch('   ')).toBe('');
  });

  it('folds Latin accents and ligatures, whatever their case or composition', () => {
    expect(normalizeForSearch('Aïn Oussera')).toBe('ain oussera');
    expect(normalizeForSearch('AÏN OUSSÉRA')).toBe('ain oussera');
    expect(normalizeForSearch('Ai\u0308n Ousse\u0301ra')).toBe('ain oussera');
    expect(normalizeForSearch('Cité Évolutive, façade, cœur, Straße')).toBe('cite evolutive, facade, coeur, strasse');
  });

  it('reads hyphens and apostrophes as spaces', () => {
    expect(normalizeForSearch('Aïn-Oussera')).toBe('ain oussera');
    expect(normalizeForSearch("M'liliha, M’Liliha")).toBe('m liliha, m liliha');
    expect(normalizeForSearch('centre‑ville — F3')).toBe('centre ville f3');
  });

  it('leaves Arabic letters to their own folding', () => {
    expect(normalizeForSearch('Aïn عين وسارة')).toBe('ain عين وساره');
    expect(normalizeForSearch('مؤسسة')).toBe('موسسه');
  });

  it('is idempotent', () => {
    for (const text of ['  أمُّ العِظَامِ ٣ ', 'Villa ـــ مؤسسة', 'إلى ٱلْمَدِينَةِ', "Aïn-Oussera l'Œuvre ÉTÉ", 'Straße – ØRE']) {
      const once = normalizeForSearch(text);
      expect(normalizeForSearch(once)).toBe(once);
    }
  });

  it('makes the two spellings of a commune meet', () => {
    expect(normalizeForSearch('أم العظام')).toBe(normalizeForSearch('ام العظام'));
    expect(normalizeForSearch('الإدريسية')).toBe('الادريسيه');
  });
});
