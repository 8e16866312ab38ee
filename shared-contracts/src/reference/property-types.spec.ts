import { describe, expect, it } from '@jest/globals';
import { PROPERTY_TYPES } from './property-types.js';

describe('PROPERTY_TYPES', () => {
  it('are the nine Arabic values of docs/architecture.md §4, in order', () => {
    expect(PROPERTY_TYPES.map((type) => [type.en, type.value])).toEqual([
      ['Land', 'أرض'],
      ['Agricultural Land', 'أرض فلاحية'],
      ['Bungalow', 'بنغالو'],
      ['Apartment', 'شقة'],
      ['Villa', 'فيلا'],
      ['Shop', 'محل تجاري'],
      ['Warehouse', 'مستودع'],
      ['Office', 'مكتب'],
      ['House', 'منزل'],
    ]);
  });

  it('store the Arabic word as the value and have no "commercial" type', () => {
    for (const type of PROPERTY_TYPES) {
      expect(type.value).toBe(type.ar);
      expect(type.value).toMatch(/^[\u0621-\u064A]+( [\u0621-\u064A]+)*$/);
    }
    expect(PROPERTY_TYPES.map((type) => type.en.toLowerCase())).not.toContain('commercial');
  });
});
