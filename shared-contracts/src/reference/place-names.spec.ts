import { describe, expect, it } from '@jest/globals';
import { normalizeForSearch } from '../text/arabic-normalize.js';
import { COMMUNE_NAME_VARIANTS, communeNames } from './commune-variants.js';
import { COMMUNES } from './communes.js';
import { NEIGHBOURHOOD_NAMES } from './neighbourhood-names.js';

describe('commune name variants', () => {
  it('gives every commune of the wilaya, and only those, at least one other spelling', () => {
    expect(Object.keys(COMMUNE_NAME_VARIANTS).sort()).toEqual(COMMUNES.map((commune) => commune.value).sort());
    for (const commune of COMMUNES) expect(COMMUNE_NAME_VARIANTS[commune.value].length).toBeGreaterThan(0);
  });

  it('lists each name once: no variant repeats a label or another variant once folded', () => {
    for (const commune of COMMUNES) {
      const names = communeNames(commune.value).map(normalizeForSearch);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('never gives two communes the same name', () => {
    const owners = new Map<string, string>();
    for (const commune of COMMUNES) {
      for (const name of communeNames(commune.value).map(normalizeForSearch)) {
        expect([name, owners.get(name) ?? commune.value]).toEqual([name, commune.value]);
        owners.set(name, commune.value);
      }
    }
  });

  it('starts with the Arabic value and the English label', () => {
    expect(communeNames('الجلفة').slice(0, 3)).toEqual(['الجلفة', 'Djelfa', 'جلفة']);
    expect(communeNames('عين وسارة').map(normalizeForSearch)).toContain('ain oussara');
    expect(communeNames('Paris' as never)).toEqual([]);
  });
});

describe('neighbourhood names', () => {
  it('holds lines of at least two names with an Arabic one first, no name twice', () => {
    const all = NEIGHBOURHOOD_NAMES.flat().map(normalizeForSearch);
    expect(new Set(all).size).toBe(all.length);
    for (const line of NEIGHBOURHOOD_NAMES) {
      expect(line.length).toBeGreaterThan(1);
      expect(line[0]).toMatch(/[\u0621-\u064A]/);
    }
  });
});
