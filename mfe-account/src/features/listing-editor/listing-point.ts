import { communeCentre, isInWilaya, type Commune, type Coordinates, type FieldError } from 'shared-contracts';
import { formFieldOf } from './editor-values';

/** Decimal places a placed point keeps: about 10 cm, finer than any pin is dropped. */
const KEPT_PLACES = 6;
/** Decimal places a point is written with for the owner: about a metre. */
const SHOWN_PLACES = 5;

/**
 * Where the editor's pin stands: the owner's point, or while they have placed none, their
 * commune's centre (the wilaya's before a commune is chosen), which it follows.
 */
export const pinOf = (coordinates: Coordinates | null, commune: Commune | undefined): Coordinates => coordinates ?? communeCentre(commune ?? null);

/** A point as the form keeps it: the map's fractions cut to KEPT_PLACES. */
export const keptPoint = ({ lat, lng }: Coordinates): Coordinates => ({ lat: Number(lat.toFixed(KEPT_PLACES)), lng: Number(lng.toFixed(KEPT_PLACES)) });

/** One coordinate for the owner to read: "34.67279" (Latin digits, as the prices are). */
export const coordinateText = (value: number): string => value.toFixed(SHOWN_PLACES);

/** Why a point cannot be the listing's: outside the wilaya (the API refuses it too), or none. */
export type PointProblem = 'outside' | 'denied' | 'unavailable' | 'unsupported';

/** The point to place, or what is wrong with it. */
export const placed = (point: Coordinates): { point: Coordinates } | { problem: PointProblem } => (isInWilaya(point) ? { point: keptPoint(point) } : { problem: 'outside' });

/** What the browser said when it could not give the device's position (GeolocationPositionError's codes). */
export const geolocationProblem = (code: number): PointProblem => (code === 1 ? 'denied' : 'unavailable');

/**
 * The translation key of an API field error said in the editor's own words: the point refused
 * (outside the wilaya) reads as the form's own refusal; any other, null (the common text).
 */
export const editorErrorKey = ({ field, code }: Pick<FieldError, 'field' | 'code'>): string | null =>
  formFieldOf(field) === 'coordinates' && code === 'invalid' ? 'editor.location.problem.outside' : null;
