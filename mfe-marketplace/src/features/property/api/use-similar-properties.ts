import useSWR from 'swr';
import { similarPropertiesPath, type Id, type SimilarProperties } from 'shared-contracts';

/**
 * GET /api/properties/:id/similar through the shared SWR cache: the server ranks them (same
 * commune and type first) and leaves the listing itself and hidden ones out.
 */
export function useSimilarProperties(id: Id) {
  const { data, error, isLoading } = useSWR<SimilarProperties, unknown>(similarPropertiesPath(id));
  return { items: data ?? [], error, isLoading };
}
