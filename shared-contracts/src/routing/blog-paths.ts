/** The blog's own pages under /blog (the community's routes) and its feed (the API's). */
export const BLOG_WRITE_PATH = '/blog/write';
export const BLOG_FEED_PATH = '/blog/rss.xml';

/**
 * What no article may take as its slug, since /blog/<it> is another page: the first segment of
 * each path above, and `new` (the usual address of a page to write one).
 */
export const RESERVED_BLOG_SLUGS: readonly string[] = [...[BLOG_WRITE_PATH, BLOG_FEED_PATH].map((path) => path.split('/')[2]), 'new'];
