import type { PropertyType } from '../reference/property-types.js';
import type { Purpose } from '../reference/purposes.js';
import type { Coordinates } from './property.js';
import type { DecimalString, Id } from './scalars.js';

/** How far an approximate point may be from the owner's: a circle of this radius is shown around it. */
export const APPROXIMATE_RADIUS_M = 500;

/**
 * Where a listing is shown: its owner's point when they chose to show it
 * exactly, else a point moved once at random within APPROXIMATE_RADIUS_M of it and kept, so that
 * repeated views do not reveal it. The exact point never leaves the server then.
 */
export interface ListingLocation extends Coordinates {
  approximate: boolean;
}

/**
 * GET /api/properties/{id}/placement: the point as its owner placed it, for the editor (the owner
 * and admins only; 404 for anyone else). `exact`: shown as it is, not moved.
 */
export interface ListingPlacement {
  coordinates: Coordinates | null;
  exact: boolean;
}

/** The most points GET /api/properties/map answers: past it, `truncated` and the map asks to zoom in. */
export const MAP_POINTS_LIMIT = 2000;

/** GET /api/properties/map counts its matches up to this. */
export const MAP_TOTAL_CAP = 10_000;

/** One listing on the map: enough for its marker; its card is read when it is tapped. */
export interface MapPoint {
  id: Id;
  lat: number;
  lng: number;
  approximate: boolean;
  priceDzd: DecimalString;
  propertyType: PropertyType;
  priceType: Purpose;
}

/** GET /api/properties/map: the search's filters (bbox included), newest first, up to MAP_POINTS_LIMIT. */
export interface MapPoints {
  points: MapPoint[];
  /** All that match, counted up to MAP_TOTAL_CAP. */
  total: number;
  /** More match than `points` holds: the map asks to zoom in or filter. */
  truncated: boolean;
}
