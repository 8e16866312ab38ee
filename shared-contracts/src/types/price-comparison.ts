import type { Commune } from '../reference/communes.js';
import type { PropertyType } from '../reference/property-types.js';
import type { Purpose } from '../reference/purposes.js';

/** Where a listing's price per m² stands against the median of its comparables. */
export type PricePosition = 'below' | 'above' | 'at';

/**
 * GET /api/properties/{id}/price-comparison: the listing's asking price per m² against the median
 * of the other public listings of the same commune, type and purpose that give an area ("12%
 * below the median of Djelfa apartments"). The listing itself is not one of its comparables.
 * `comparison` is null when the listing has no area or commune, or fewer than
 * MIN_PRICE_COMPARABLES comparables.
 */
export interface PriceComparison {
  comparison: {
    /** DZD per m², rounded. */
    pricePerSquareMetre: number;
    medianPerSquareMetre: number;
    /** How far from the median, in whole percent, unsigned: `position` gives the side. */
    percent: number;
    position: PricePosition;
    /** How many listings the median is of. */
    sample: number;
    commune: Commune;
    propertyType: PropertyType;
    priceType: Purpose;
  } | null;
}

/** Fewer comparables than this say nothing reliable about a price. */
export const MIN_PRICE_COMPARABLES = 5;
