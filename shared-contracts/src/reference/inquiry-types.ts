import type { ReferenceItem } from './reference-item.js';

/** Why a visitor writes through the contact form. */
export const INQUIRY_TYPES = [
  { value: 'property_inquiry', ar: 'استفسار عن عقار', en: 'Property inquiry' },
  { value: 'selling', ar: 'بيع عقار', en: 'Selling a property' },
  { value: 'buying', ar: 'شراء عقار', en: 'Buying a property' },
  { value: 'investment', ar: 'استثمار', en: 'Investment' },
  { value: 'legal', ar: 'استشارة قانونية', en: 'Legal advice' },
  { value: 'partnership', ar: 'شراكة', en: 'Partnership' },
  { value: 'support', ar: 'دعم فني', en: 'Technical support' },
  { value: 'other', ar: 'أخرى', en: 'Other' },
] as const satisfies readonly ReferenceItem[];

export type InquiryType = (typeof INQUIRY_TYPES)[number]['value'];
