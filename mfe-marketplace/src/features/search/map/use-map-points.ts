import useSWR from 'swr';
import { searchApiQuery, type BoundingBox, type MapPoints, type SearchFilters } from 'shared-contracts';
import { withBbox } from '../fetch-results';

/** GET /api/properties/map with the search's filters and area: the map's points (newest first, no page). */
export function mapPointsUrl(filters: SearchFilters, bbox: BoundingBox | null): string {
  const query = withBbox(searchApiQuery(filters), bbox);
  return query ? `/api/properties/map?${query}` : '/api/properties/map';
}

/** The points of the Map layout; null key (no request) in the other layouts. The last answer stays drawn while the next loads. */
export function useMapPoints(filters: SearchFilters, bbox: BoundingBox | null, enabled: boolean) {
  return useSWR<MapPoints, unknown>(enabled ? mapPointsUrl(filters, bbox) : null, { keepPreviousData: true });
}
