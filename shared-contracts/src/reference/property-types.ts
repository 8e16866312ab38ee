import type { ReferenceItem } from './reference-item.js';

/**
 * The nine property types (docs/architecture.md §3, §4). Stored and sent as the Arabic word.
 * There is no "commercial" type: shop, warehouse and office cover it.
 */
export const PROPERTY_TYPES = [
  { value: 'أرض', ar: 'أرض', en: 'Land' },
  { value: 'أرض فلاحية', ar: 'أرض فلاحية', en: 'Agricultural Land' },
  { value: 'بنغالو', ar: 'بنغالو', en: 'Bungalow' },
  { value: 'شقة', ar: 'شقة', en: 'Apartment' },
  { value: 'فيلا', ar: 'فيلا', en: 'Villa' },
  { value: 'محل تجاري', ar: 'محل تجاري', en: 'Shop' },
  { value: 'مستودع', ar: 'مستودع', en: 'Warehouse' },
  { value: 'مكتب', ar: 'مكتب', en: 'Office' },
  { value: 'منزل', ar: 'منزل', en: 'House' },
] as const satisfies readonly ReferenceItem[];

export type PropertyType = (typeof PROPERTY_TYPES)[number]['value'];
