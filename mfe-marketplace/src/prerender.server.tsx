import { matchPath } from 'react-router';
import type { Language, ServerData, ServerReadFor } from 'shared-contracts';
import { prerenderPages, renderPage } from 'shared-contracts/prerender';
import { pagePatterns } from 'shared-contracts/react';
import { propertyUrl } from './features/property/api/use-property';
import { resultsKey } from './features/search/fetch-results';
import { readSearchUrl } from './features/search/search-url';
import MarketplaceRoutes, { PAGES } from './routes';

/** This area's pages whose first render needs no data: drawn into the HTML at build time. */
export default () => prerenderPages(['/', '/search'], () => <MarketplaceRoutes />);

/** Every page of this area, for the portal's `pages.json`: any other path under its prefixes is a 404. */
export const PAGE_PATTERNS = pagePatterns(PAGES);

const LISTING_ID = /^[1-9]\d{0,9}$/;

/**
 * The reads of the first screen of /search (the results of the URL's filters, sort and page) and
 * of /property/:id (the listing), under the very keys the pages ask SWR for.
 */
export function serverReads(path: string, search: string): ServerReadFor[] {
  if (path === '/search') {
    const key = resultsKey(readSearchUrl(new URLSearchParams(search)));
    return [{ key, read: { kind: 'search', query: key[0].split('?')[1] ?? '' } }];
  }
  const id = matchPath('/property/:id', path)?.params.id;
  if (id && LISTING_ID.test(id)) return [{ key: propertyUrl(id), read: { kind: 'listing', id: Number(id) } }];
  return [];
}

/** Such a page drawn with its answers, in the visitor's language (or both). */
export function renderServerPage(path: string, search: string, data: ServerData[], languages: readonly Language[]) {
  const query = search.replace(/^\?/, '');
  return renderPage(query ? `${path}?${query}` : path, <MarketplaceRoutes />, data, languages);
}
