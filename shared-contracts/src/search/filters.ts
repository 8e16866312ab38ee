import { COMMUNES, type Commune } from '../reference/communes.js';
import { OWNERSHIP_DOCUMENTS, type OwnershipDocument } from '../reference/ownership-documents.js';
import { PROPERTY_TYPES, type PropertyType } from '../reference/property-types.js';
import { PURPOSES, type Purpose } from '../reference/purposes.js';
import { isReferenceValue, type ReferenceItem } from '../reference/reference-item.js';
import { parsePriceRange, type PriceRange } from './price-range.js';

/** The price slider, in DZD. */
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 10_000_000;
export const PRICE_SLIDER_STEP = 50_000;

export interface SearchFilters {
  keyword: string;
  commune: Commune | 'all';
  propertyType: PropertyType | 'all';
  purpose: Purpose | 'all';
  /** The title deed the owner states (an addition to the filters). */
  document: OwnershipDocument | 'all';
  priceRange: PriceRange | 'all';
  minPrice: number;
  maxPrice: number;
}

export const DEFAULT_FILTERS: Readonly<SearchFilters> = {
  keyword: '',
  commune: 'all',
  propertyType: 'all',
  purpose: 'all',
  document: 'all',
  priceRange: 'all',
  minPrice: PRICE_SLIDER_MIN,
  maxPrice: PRICE_SLIDER_MAX,
};

/** The keyword and the four lists, where they are set: the same in the page's URL and the API's query. */
export function choiceQuery(filters: SearchFilters): URLSearchParams {
  const query = new URLSearchParams();
  const keyword = filters.keyword.trim();
  if (keyword) query.set('keyword', keyword);
  if (filters.commune !== 'all') query.set('commune', filters.commune);
  if (filters.propertyType !== 'all') query.set('propertyType', filters.propertyType);
  if (filters.purpose !== 'all') query.set('purpose', filters.purpose);
  if (filters.document !== 'all') query.set('document', filters.document);
  return query;
}

/** The /search query string (no leading "?") holding only what differs from the defaults. */
export function filtersToQuery(filters: SearchFilters): string {
  const query = choiceQuery(filters);
  if (filters.priceRange !== 'all') query.set('priceRange', filters.priceRange);
  if (filters.minPrice > PRICE_SLIDER_MIN) query.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < PRICE_SLIDER_MAX) query.set('maxPrice', String(filters.maxPrice));
  return query.toString();
}

function oneOf<V extends string>(list: readonly ReferenceItem<V>[], value: string | null): V | 'all' {
  return isReferenceValue(list, value) ? value : 'all';
}

function sliderPrice(value: string | null, fallback: number): number {
  const number = value === null || value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(PRICE_SLIDER_MAX, Math.max(PRICE_SLIDER_MIN, number));
}

/**
 * The filters a /search URL asks for. It is user input (typed, shared, stale), so anything
 * unknown or malformed falls back to its default and prices are clamped to the slider.
 */
export function queryToFilters(query: string | URLSearchParams): SearchFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    commune: oneOf(COMMUNES, params.get('commune')),
    propertyType: oneOf(PROPERTY_TYPES, params.get('propertyType')),
    purpose: oneOf(PURPOSES, params.get('purpose')),
    document: oneOf(OWNERSHIP_DOCUMENTS, params.get('document')),
    priceRange: parsePriceRange(params.get('priceRange')) ?? 'all',
    minPrice: sliderPrice(params.get('minPrice'), DEFAULT_FILTERS.minPrice),
    maxPrice: sliderPrice(params.get('maxPrice'), DEFAULT_FILTERS.maxPrice),
  };
}

/** The "n active filters" badge. Both slider ends are one control, so they count once. */
export function countActiveFilters(filters: SearchFilters): number {
  const price = filters.minPrice > PRICE_SLIDER_MIN || filters.maxPrice < PRICE_SLIDER_MAX;
  return [
    filters.keyword.trim() !== '',
    filters.commune !== 'all',
    filters.propertyType !== 'all',
    filters.purpose !== 'all',
    filters.document !== 'all',
    filters.priceRange !== 'all',
    price,
  ].filter(Boolean).length;
}
