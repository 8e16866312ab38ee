import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { Language, ServerData, ServerReadFor } from 'shared-contracts';
import { prerenderPages, renderPage, type PageStyles } from 'shared-contracts/prerender';
import { pagePatterns } from 'shared-contracts/react';
import { AdvisorsPage } from './features/advisors/advisors-page';
import { blogListState, blogPageKeys } from './features/blog/blog-api';
import { BlogPage } from './features/blog/blog-page';
import { ForumPage } from './features/forum/forum-page';
import CommunityRoutes, { PAGES } from './routes';

// In the browser each page is a chunk loaded when opened; drawn here, the static ones are there already.
const DRAWN = { ...PAGES, '/blog': BlogPage, '/forum': ForumPage, '/advisors': AdvisorsPage };

/** antd's styles of what a page drew (its search box, selects, tags): without them it paints unstyled, then jumps. */
const antdStyles = (): PageStyles => {
  const cache = createCache();
  return { wrap: (element) => <StyleProvider cache={cache}>{element}</StyleProvider>, tags: () => extractStyle(cache) };
};

/** This area's pages whose first render needs no data: drawn into the HTML at build time. */
export default () => prerenderPages(['/blog', '/forum', '/advisors'], () => <CommunityRoutes pages={DRAWN} />, antdStyles);

/** Every page of this area, for the portal's `pages.json`: any other path under its prefixes is a 404. */
export const PAGE_PATTERNS = pagePatterns(PAGES);

/**
 * The reads of /blog's first screen (its page of articles and, unfiltered, the featured ones),
 * under the very keys the page asks SWR for: the portal draws it with them.
 */
export function serverReads(path: string, search: string): ServerReadFor[] {
  if (path !== '/blog') return [];
  const { list, featured } = blogPageKeys(blogListState(new URLSearchParams(search)));
  return [list, ...(featured ? [featured] : [])].map((key) => ({ key, read: { kind: 'posts', query: key[0].split('?')[1] ?? '' } }));
}

/** Such a page drawn with its answers, in the visitor's language (or both). */
export function renderServerPage(path: string, search: string, data: ServerData[], languages: readonly Language[]) {
  const query = search.replace(/^\?/, '');
  return renderPage(query ? `${path}?${query}` : path, <CommunityRoutes pages={DRAWN} />, data, languages, antdStyles);
}
