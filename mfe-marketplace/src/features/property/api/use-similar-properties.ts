import useSWR from 'swr';
import { DEFAULT_FILTERS, searchApiQuery, type PropertyDetail } from 'shared-contracts';

/** How many similar listings the page shows. */
export const SIMILAR_COUNT = 4;

/**
 * Listings of the same type in the same commune: one more than shown is asked for, because the
 * listing itself is usually among them. Null (nothing to ask) when the listing has no commune.
 */
export function similarPropertiesUrl(property: Pick<PropertyDetail, 'commune' | 'propertyType'>): string | null {
  if (!property.commune) return null;
  const filters = { ...DEFAULT_FILTERS, commune: property.commune, propertyType: property.propertyType };
  return `/api/properties?${searchApiQuery(filters, 'latest', 1, SIMILAR_COUNT + 1)}`;
}

export function useSimilarProperties(property: PropertyDetail) {
  const { data, error, isLoading } = useSWR<PropertyDetail[]>(similarPropertiesUrl(property));
  const items = (data ?? []).filter((other) => other.id !== property.id).slice(0, SIMILAR_COUNT);
  return { items, error, isLoading };
}
