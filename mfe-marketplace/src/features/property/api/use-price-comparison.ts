import useSWR from 'swr';
import type { PriceComparison } from 'shared-contracts';

export const priceComparisonUrl = (id: number): string => `/api/properties/${id}/price-comparison`;

/** GET /api/properties/:id/price-comparison through the shared SWR cache. */
export function usePriceComparison(id: number) {
  return useSWR<PriceComparison>(priceComparisonUrl(id));
}
