import { matchPath } from 'react-router';
import { apiQueryOf, parseId, similarPropertiesPath, SITE_FIGURES_PATH, type Language, type ServerData, type ServerReadFor } from 'shared-contracts';
import { prerenderPages, renderPage } from 'shared-contracts/prerender';
import { pagePatterns } from 'shared-contracts/react';
import { FEATURED_ADVISORS_URL, FEATURED_ARTICLES_URL, FEATURED_PROPERTIES_URL } from './features/home/home-api';
import { priceComparisonUrl } from './features/property/api/use-price-comparison';
import { propertyUrl } from './features/property/api/use-property';
import { resultsKey } from './features/search/fetch-results';
import { readSearchUrl } from './features/search/search-url';
import MarketplaceRoutes, { PAGES } from './routes';

/** This area's pages whose first render needs no data: drawn into the HTML at build time. */
export default () => prerenderPages(['/', '/search'], () => <MarketplaceRoutes />);

/** Every page of this area, for the portal's `pages.json`: any other path under its prefixes is a 404. */
export const PAGE_PATTERNS = pagePatterns(PAGES);

/**
 * The reads of / (its sections: the featured listings, articles and advisors, the site's figures), /search (the results of the URL's
 * filters, sort and page) and /property/:id (the listing, its price's comparison and the listings like it), under the very keys the
 * pages ask SWR for.
 */
export function serverReads(path: string, search: string): ServerReadFor[] {
  // The home page's hero shows the first featured listing's photo (its largest paint) and the site's figures. The
  // articles and advisors further down come drawn too: fetched by the browser, they said "none yet" until then and
  // were drawn again while the page started (README "The home page drawn whole").
  if (path === '/') {
    return [
      { key: FEATURED_PROPERTIES_URL, read: { kind: 'search', query: apiQueryOf(FEATURED_PROPERTIES_URL), answer: 'items' } },
      { key: SITE_FIGURES_PATH, read: { kind: 'figures' } },
      { key: FEATURED_ARTICLES_URL, read: { kind: 'posts', query: apiQueryOf(FEATURED_ARTICLES_URL), answer: 'items' } },
      { key: FEATURED_ADVISORS_URL, read: { kind: 'featuredAdvisors', query: apiQueryOf(FEATURED_ADVISORS_URL) } },
    ];
  }
  if (path === '/search') {
    const state = readSearchUrl(new URLSearchParams(search));
    // The Map layout reads its points in the browser, with its code; the page comes drawn without them.
    if (state.map) return [];
    const key = resultsKey(state);
    return [{ key, read: { kind: 'search', query: apiQueryOf(key), answer: 'page' } }];
  }
  const id = matchPath('/property/:id', path)?.params.id ?? '';
  const listing = parseId(id);
  // The price's comparison and the similar listings come drawn too: fetched by the browser, each redrew
  // its part of the page at once when it came, in a task the visitor could not tap through
  // (README "A listing drawn whole").
  if (listing !== null)
    return [
      { key: propertyUrl(id), read: { kind: 'listing', id: listing } },
      { key: priceComparisonUrl(listing), read: { kind: 'priceComparison', id: listing } },
      { key: similarPropertiesPath(listing), read: { kind: 'similar', id: listing } },
    ];
  return [];
}

/** Such a page drawn with its answers, in the visitor's language (or both). */
export function renderServerPage(path: string, search: string, data: ServerData[], languages: readonly Language[], origin: string) {
  const query = search.replace(/^\?/, '');
  return renderPage(query ? `${path}?${query}` : path, <MarketplaceRoutes />, { data, languages, origin });
}
