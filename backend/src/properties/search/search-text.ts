import { COMMUNES, PROPERTY_TYPES, normalizeForSearch, type ReferenceItem } from 'shared-contracts';

/** The fields of a listing that keyword search reads. */
export interface SearchableFields {
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  address: string | null;
  addressEn: string | null;
  commune: string | null;
  propertyType: string;
}

const labels = (list: readonly ReferenceItem[], value: string | null): string[] => {
  const item = list.find((entry) => entry.value === value);
  return item ? [item.ar, item.en] : [];
};

/**
 * The listing's search_text column: its texts in both languages plus the commune's and the
 * type's labels in both, so that "villa djelfa" finds a فيلا in الجلفة. Normalised by the very
 * function the keyword goes through, so both sides agree on what a letter is.
 */
export function searchTextOf(fields: SearchableFields): string {
  const parts = [
    fields.title,
    fields.titleEn,
    fields.description,
    fields.descriptionEn,
    fields.address,
    fields.addressEn,
    ...labels(COMMUNES, fields.commune),
    ...labels(PROPERTY_TYPES, fields.propertyType),
  ];
  return normalizeForSearch(parts.filter((part): part is string => Boolean(part)).join(' '));
}
