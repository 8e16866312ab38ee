import { APPROXIMATE_RADIUS_M, type Coordinates } from 'shared-contracts';
import type { Properties } from '../database/schema.js';
import type { Updateable } from 'kysely';

const METRES_PER_DEGREE = 111_320;

/** Six decimals: a tenth of a metre, and short in every answer (a map's 2,000 markers included). */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** A point moved at random within APPROXIMATE_RADIUS_M of `point`, uniformly over the disc. */
export function approximatePoint({ lat, lng }: Coordinates, random: () => number = Math.random): Coordinates {
  // Within the radius once rounded too.
  const r = (APPROXIMATE_RADIUS_M - 0.5) * Math.sqrt(random());
  const theta = 2 * Math.PI * random();
  return {
    lat: round(lat + (r * Math.cos(theta)) / METRES_PER_DEGREE),
    lng: round(lng + (r * Math.sin(theta)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180))),
  };
}

/** Metres between two points, close enough for a few kilometres. */
export function metresBetween(a: Coordinates, b: Coordinates): number {
  const dLat = (a.lat - b.lat) * METRES_PER_DEGREE;
  const dLng = (a.lng - b.lng) * METRES_PER_DEGREE * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

/** A listing's point as its writes read it: the owner's, how it is shown, and where it was shown. */
export interface StoredLocation {
  coordinates: Coordinates | null;
  locationExact: boolean;
  shownLat: number | null;
  shownLng: number | null;
}

const samePoint = (a: Coordinates | null, b: Coordinates | null) => a?.lat === b?.lat && a?.lng === b?.lng;

/**
 * The location's columns after a write. An approximate point is moved once and kept while the
 * owner's point stays where it was: moving it again on every save would let repeated views (or
 * saves) average it out to the exact one.
 */
export function locationColumns(next: { coordinates: Coordinates | null; locationExact: boolean }, before?: StoredLocation): Updateable<Properties> {
  const { coordinates, locationExact } = next;
  const columns = { coordinates: coordinates === null ? null : JSON.stringify({ lat: coordinates.lat, lng: coordinates.lng }), location_exact: locationExact };
  if (coordinates === null) return { ...columns, shown_lat: null, shown_lng: null };
  if (locationExact) return { ...columns, shown_lat: coordinates.lat, shown_lng: coordinates.lng };
  if (before && !before.locationExact && before.shownLat !== null && before.shownLng !== null && samePoint(before.coordinates, coordinates))
    return { ...columns, shown_lat: before.shownLat, shown_lng: before.shownLng };
  const shown = approximatePoint(coordinates);
  return { ...columns, shown_lat: shown.lat, shown_lng: shown.lng };
}
