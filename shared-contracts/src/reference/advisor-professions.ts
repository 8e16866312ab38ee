import type { ReferenceItem } from './reference-item.js';

/** The professions the legal directory lists. */
export const ADVISOR_PROFESSIONS = [
  { value: 'lawyer', ar: 'محامٍ', en: 'Lawyer' },
  { value: 'notary', ar: 'موثق', en: 'Notary' },
  { value: 'bailiff', ar: 'محضر قضائي', en: 'Bailiff' },
  { value: 'surveyor', ar: 'خبير عقاري', en: 'Surveyor' },
  { value: 'real_estate_consultant', ar: 'مستشار عقاري', en: 'Real-estate consultant' },
] as const satisfies readonly ReferenceItem[];

export type AdvisorProfession = (typeof ADVISOR_PROFESSIONS)[number]['value'];

/** The languages an advisor can consult in. */
export const ADVISOR_LANGUAGES = [
  { value: 'ar', ar: 'العربية', en: 'Arabic' },
  { value: 'fr', ar: 'الفرنسية', en: 'French' },
  { value: 'en', ar: 'الإنجليزية', en: 'English' },
  { value: 'tzm', ar: 'الأمازيغية', en: 'Tamazight' },
] as const satisfies readonly ReferenceItem[];

export type AdvisorLanguage = (typeof ADVISOR_LANGUAGES)[number]['value'];

/** How a client would like the advisor to answer a consultation request. */
export const CONSULT_CHANNELS = ['phone', 'email', 'whatsapp'] as const;

export type ConsultChannel = (typeof CONSULT_CHANNELS)[number];
