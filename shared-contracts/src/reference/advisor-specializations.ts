import type { ReferenceItem } from './reference-item.js';

/** Fields of law a legal advisor practises (the advisors directory filter). */
export const ADVISOR_SPECIALIZATIONS = [
  { value: 'real_estate_law', ar: 'القانون العقاري', en: 'Real Estate Law' },
  { value: 'inheritance_law', ar: 'قانون المواريث', en: 'Inheritance Law' },
  { value: 'construction_law', ar: 'قانون البناء والتعمير', en: 'Construction Law' },
  { value: 'rental_law', ar: 'قانون الإيجار', en: 'Rental Law' },
  { value: 'land_registry', ar: 'الشهر العقاري وسندات الملكية', en: 'Land Registry & Title Deeds' },
  { value: 'co_ownership', ar: 'الملكية المشتركة', en: 'Co-ownership' },
] as const satisfies readonly ReferenceItem[];

export type AdvisorSpecialization = (typeof ADVISOR_SPECIALIZATIONS)[number]['value'];
