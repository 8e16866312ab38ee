import { BLOG_POSTS_PER_PAGE } from 'shared-contracts';
import type { PageKey } from '../../lib/fetch-pages';
import { listApiQuery, readListState, type ListState } from '../../lib/use-list-url';

export const postsKey = (query: string): PageKey => [`/api/blogs?${query}`, 'page'];

/** An article's read, by its slug as the address holds it (decoded). */
export const postKey = (slug: string): string => `/api/blogs/${encodeURIComponent(slug)}`;

/** Articles of the featured block. */
export const FEATURED_COUNT = 3;

export const BLOG_FILTERS = ['category'] as const;
export const BLOG_SORTS = ['latest', 'popular', 'commented'] as const;
export const BLOG_DEFAULT_SORT = 'latest';
export type BlogListState = ListState<(typeof BLOG_FILTERS)[number]>;

/** /blog's state from its address: the page's, and the portal's when it draws the page. */
export const blogListState = (params: URLSearchParams): BlogListState => readListState(params, BLOG_FILTERS, BLOG_DEFAULT_SORT, BLOG_SORTS);

/**
 * What /blog reads for a state (and whether it is filtered): its page of articles and, heading the first page of the
 * unfiltered blog only, the featured ones. The same keys for the page and the portal's drawing of it.
 */
export function blogPageKeys(state: BlogListState): { filtered: boolean; list: PageKey; featured: PageKey | null } {
  const filtered = Boolean(state.q || state.filters.category);
  return {
    filtered,
    list: postsKey(listApiQuery(state, BLOG_DEFAULT_SORT, BLOG_POSTS_PER_PAGE)),
    featured: !filtered && state.page === 1 ? postsKey(`featured=true&pageSize=${FEATURED_COUNT}`) : null,
  };
}
