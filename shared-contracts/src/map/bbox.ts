/** A box on the map, as `bbox=minLng,minLat,maxLng,maxLat` in a URL (the GeoJSON order). */
export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** Decimal places kept in a URL: about a metre, so that equal views share a link and a cache entry. */
const PLACES = 5;

/**
 * The box of a `bbox` parameter, or null when it is not four numbers in order: longitudes within
 * ±180, latitudes within ±90, each minimum below its maximum (a box across the antimeridian is
 * not one the wilaya needs).
 */
export function parseBbox(text: string): BoundingBox | null {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((part) => !/^\s*-?\d+(\.\d+)?\s*$/.test(part))) return null;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number);
  const inRange = Math.abs(minLng) <= 180 && Math.abs(maxLng) <= 180 && Math.abs(minLat) <= 90 && Math.abs(maxLat) <= 90;
  if (!inRange || minLng >= maxLng || minLat >= maxLat) return null;
  return { minLng, minLat, maxLng, maxLat };
}

export const formatBbox = ({ minLng, minLat, maxLng, maxLat }: BoundingBox): string => [minLng, minLat, maxLng, maxLat].map((n) => Number(n.toFixed(PLACES))).join(',');

export const inBox = (box: BoundingBox, lat: number, lng: number): boolean => lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng;
