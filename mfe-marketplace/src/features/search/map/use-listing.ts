import useSWR from 'swr';
import type { Id, PropertyDetail } from 'shared-contracts';

/** GET /api/properties/:id, for the card of a tapped marker: the same key as the listing's page, which then opens at once. */
export const listingUrl = (id: Id): string => `/api/properties/${id}`;

export function useListing(id: Id | null) {
  return useSWR<PropertyDetail, unknown>(id === null ? null : listingUrl(id));
}
