import useSWR from 'swr';
import { ApiError, type PropertyDetail } from 'shared-contracts';

export const propertyUrl = (id: string): string => `/api/properties/${encodeURIComponent(id)}`;

/** GET /api/properties/:id through the shared SWR cache (its defaults: no retry, no polling). */
export function useProperty(id: string) {
  return useSWR<PropertyDetail, unknown>(propertyUrl(id));
}

/**
 * A listing that does not exist for this visitor: 404 (missing, inactive, sold) or 400 (an id
 * that is not a number, as in /property/abc). Anything else is a failure worth a retry.
 */
export const isMissingListing = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
