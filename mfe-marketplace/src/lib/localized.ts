import { localTitle, type Language, type PropertyDetail } from 'shared-contracts';

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
