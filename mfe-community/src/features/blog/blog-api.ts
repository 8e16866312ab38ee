import type { PageKey } from '../../lib/fetch-pages';

export const postsKey = (query: string): PageKey => [`/api/blogs?${query}`, 'page'];

/** Posts a page shows at once. */
export const POSTS_PER_PAGE = 9;
