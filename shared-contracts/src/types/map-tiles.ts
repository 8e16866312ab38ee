/** GET /api/site/map-tiles: where every map draws its tiles from (MAP_TILES_URL) and the credit they require. */
export interface MapTiles {
  /** A Leaflet tile URL template: {z}, {x}, {y} and, optionally, {s}. */
  url: string;
  /** Plain text shown in the map's corner, linked to `attributionUrl` when there is one. */
  attribution: string;
  attributionUrl: string | null;
}

export const MAP_TILES_PATH = '/api/site/map-tiles';
