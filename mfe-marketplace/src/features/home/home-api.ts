import { apiRequest, type AdvisorCard, type BlogSummary } from 'shared-contracts';

/** The home page's reads: small, public, and cached by the server like every public read. */
export const FEATURED_ADVISORS_URL = '/api/advisors/featured?limit=4';
export const FEATURED_ARTICLES_URL = '/api/blogs?featured=true&pageSize=3';

export const fetchFeaturedAdvisors = (url: string) => apiRequest<AdvisorCard[]>(url);
export const fetchFeaturedArticles = (url: string) => apiRequest<BlogSummary[]>(url);

