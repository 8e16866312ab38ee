import { localText, localTitle, type Language, type PropertyDetail } from 'shared-contracts';

/** The listing's own texts in the visitor's language, each falling back to the Arabic. */
export function localized(property: PropertyDetail, language: Language) {
  return {
    title: localTitle(property, language),
    description: localText(property.description, property.descriptionEn, language),
    address: localText(property.address, property.addressEn, language),
    features: language === 'en' && property.featuresEn.length > 0 ? property.featuresEn : property.features,
  };
}
