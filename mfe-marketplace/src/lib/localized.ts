import type { Language, PropertyDetail } from 'shared-contracts';

/** A listing's (or article's) title in the visitor's language; a missing English one falls back to the Arabic (SPEC §3). */
export const localTitle = (property: Pick<PropertyDetail, 'title' | 'titleEn'>, language: Language): string =>
  (language === 'en' && property.titleEn) || property.title;

/** The listing's own texts in the visitor's language, each falling back to the Arabic (SPEC §3). */
export function localized(property: PropertyDetail, language: Language) {
  const en = language === 'en';
  return {
    title: localTitle(property, language),
    description: (en && property.descriptionEn) || property.description,
    address: (en && property.addressEn) || property.address,
    features: en && property.featuresEn.length > 0 ? property.featuresEn : property.features,
  };
}
