import useSWR from 'swr';
import { apiRequest, type AdvisorCard, type BlogSummary, type PropertyCard } from 'shared-contracts';

/** At most three featured listings. */
export const FEATURED_COUNT = 3;

/** The home page's reads: small, public, and cached by the server like every public read. */
export const FEATURED_ADVISORS_URL = '/api/advisors/featured?limit=4';
export const FEATURED_ARTICLES_URL = '/api/blogs?featured=true&pageSize=3';
export const FEATURED_PROPERTIES_URL = `/api/properties?featured=true&pageSize=${FEATURED_COUNT}`;

export const fetchFeaturedAdvisors = (url: string) => apiRequest<AdvisorCard[]>(url);
export const fetchFeaturedArticles = (url: string) => apiRequest<BlogSummary[]>(url);

/** The featured listings: one request for the hero's photo and the featured section. */
export function useFeaturedProperties() {
  return useSWR<PropertyCard[], unknown>(FEATURED_PROPERTIES_URL);
}
