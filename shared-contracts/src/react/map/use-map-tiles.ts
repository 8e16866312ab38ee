import useSWR from 'swr';
import { MAP_TILES_PATH, type MapTiles } from '../../types/map-tiles.js';

/** Where the maps' tiles come from (MAP_TILES_URL) and their credit; undefined until it arrives. Read once a visit. */
export function useMapTiles(): MapTiles | undefined {
  const { data } = useSWR<MapTiles>(MAP_TILES_PATH, { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false });
  return data;
}
