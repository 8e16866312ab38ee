import type { TFunction } from 'i18next';
import { COMMUNES, OWNERSHIP_DOCUMENTS, PROPERTY_TYPES, formatArea, formatDay, formatPricePerSquareMetre, labelOf, type Language, type PropertyDetail } from 'shared-contracts';

export interface DetailRow {
  key: string;
  label: string;
  value: string;
  /** Figures are isolated so bidi keeps "68,421 د.ج/م²" in one piece inside Arabic text. */
  isolate?: boolean;
}

/**
 * The Details tab: area in m², bedrooms and bathrooms only when the owner gave them,
 * price per m² whenever the area is known.
 */
export function detailRows(property: PropertyDetail, language: Language, t: TFunction): DetailRow[] {
  const rows: (DetailRow | null)[] = [
    { key: 'type', label: t('property.details.type'), value: labelOf(PROPERTY_TYPES, property.propertyType, language) },
    { key: 'purpose', label: t('property.details.purpose'), value: t(`property.purpose.${property.priceType}`) },
    property.area !== null ? { key: 'area', label: t('property.details.area'), value: formatArea(property.area, language), isolate: true } : null,
    (() => {
      const perMetre = formatPricePerSquareMetre(property.priceDzd, property.area, language);
      return perMetre ? { key: 'pricePerMetre', label: t('property.details.pricePerMetre'), value: perMetre, isolate: true } : null;
    })(),
    property.bedrooms !== null ? { key: 'bedrooms', label: t('property.details.bedrooms'), value: String(property.bedrooms) } : null,
    property.bathrooms !== null ? { key: 'bathrooms', label: t('property.details.bathrooms'), value: String(property.bathrooms) } : null,
    property.commune ? { key: 'commune', label: t('property.details.commune'), value: labelOf(COMMUNES, property.commune, language) } : null,
    property.ownershipDocument ? { key: 'document', label: t('property.details.document'), value: labelOf(OWNERSHIP_DOCUMENTS, property.ownershipDocument, language) } : null,
    { key: 'listed', label: t('property.details.listed'), value: formatDay(property.createdAt, language) },
    property.updatedAt.slice(0, 10) !== property.createdAt.slice(0, 10)
      ? { key: 'updated', label: t('property.details.updated'), value: formatDay(property.updatedAt, language) }
      : null,
    { key: 'reference', label: t('property.details.reference'), value: `#${property.id}`, isolate: true },
  ];
  return rows.filter((row): row is DetailRow => row !== null);
}
