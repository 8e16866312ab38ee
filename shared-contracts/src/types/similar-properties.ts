import type { PropertyCard } from './property.js';
import type { Id } from './scalars.js';

/** The most listings GET /api/properties/:id/similar answers: the listing page shows them all. */
export const SIMILAR_PROPERTIES_COUNT = 4;

/**
 * GET /api/properties/:id/similar: other public listings like this one, at most
 * SIMILAR_PROPERTIES_COUNT, best first — same commune and type; then the same commune, nearest
 * price first; then the same type in other communes, nearest price first. Never the listing
 * itself. 404 for a listing its caller may not see (as GET /api/properties/:id).
 */
export type SimilarProperties = PropertyCard[];

export const similarPropertiesPath = (id: Id | string): string => `/api/properties/${encodeURIComponent(String(id))}/similar`;
