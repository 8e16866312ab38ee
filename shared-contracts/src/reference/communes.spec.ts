import { describe, expect, it } from '@jest/globals';
import { COMMUNES } from './communes.js';

describe('COMMUNES', () => {
  it('holds the 36 communes of the wilaya, Djelfa first and the three added ones last', () => {
    expect(COMMUNES).toHaveLength(36);
    expect(COMMUNES[0]).toEqual({ value: 'الجلفة', ar: 'الجلفة', en: 'Djelfa' });
    expect(COMMUNES.slice(-3).map((c) => c.en)).toEqual(['Moudjebara', 'El Guedid', 'El Idrissia']);
  });

  it('stores the Arabic name as the value', () => {
    for (const commune of COMMUNES) expect(commune.value).toBe(commune.ar);
  });

  it('lists the English names in the order of docs/architecture.md §4', () => {
    expect(COMMUNES.map((c) => c.en)).toEqual([
      'Djelfa',
      'Ain Oussera',
      'El Guernini',
      'Birine',
      'Benhar',
      'Sidi Laadjel',
      'El Khemis',
      'Hassi Fedoul',
      'Hassi El Euch',
      'Messaad',
      'Guettara',
      'Ain El Ibel',
      'Ain Maabed',
      'Ain Chouhada',
      'Faidh El Botma',
      'Amourah',
      'Oum Laadham',
      'Dar Chioukh',
      'Ech Charef',
      'Beni Yacoub',
      'Zaafrane',
      'Deldoul',
      "M'liliha",
      'Hassi Bahbah',
      'Sed Rahal',
      'Bouira Lahdab',
      'Zaccar',
      'Sidi Baizid',
      'Douis',
      'Had Sahary',
      'Selmana',
      'Ain Feka',
      'Taadmit',
      'Moudjebara',
      'El Guedid',
      'El Idrissia',
    ]);
  });

  it('writes the Arabic names in standard Arabic letters only (no Persian ی or ک look-alikes)', () => {
    for (const commune of COMMUNES) expect(commune.value).toMatch(/^[\u0621-\u064A]+( [\u0621-\u064A]+)*$/);
  });

  it('spells the names of docs/architecture.md §4', () => {
    const byEnglish = Object.fromEntries(COMMUNES.map((c) => [c.en, c.value]));
    expect(byEnglish['Ain Oussera']).toBe('عين وسارة');
    expect(byEnglish['Hassi Bahbah']).toBe('حاسي بحبح');
    expect(byEnglish["M'liliha"]).toBe('المليليحة');
    expect(byEnglish['Bouira Lahdab']).toBe('بويرة الأحداب');
    expect(byEnglish['Taadmit']).toBe('تعظميت');
    expect(byEnglish['El Idrissia']).toBe('الإدريسية');
  });
});
