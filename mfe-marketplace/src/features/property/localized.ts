import type { Language, PropertyDetail } from 'shared-contracts';

/** The listing's own texts in the visitor's language; a missing English text falls back to the Arabic (SPEC §3). */
export function localized(property: PropertyDetail, language: Language) {
  const en = language === 'en';
  return {
    title: (en && property.titleEn) || property.title,
    description: (en && property.descriptionEn) || property.description,
    address: (en && property.addressEn) || property.address,
    features: en && property.featuresEn.length > 0 ? property.featuresEn : property.features,
  };
}
