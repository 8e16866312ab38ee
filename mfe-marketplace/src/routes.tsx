import { AreaPages, type AreaPageMap } from 'shared-contracts/react';
import { HomePage } from './features/home/home-page';
import { PropertyPage } from './features/property/property-page';
import { SearchPage } from './features/search/search-page';
import './register-locales';

/** This area's pages; `pages.json` lists their patterns for the portal. */
export const PAGES: AreaPageMap<'marketplace'> = {
  '/': HomePage,
  '/search': SearchPage,
  '/property/:id': PropertyPage,
};

/**
 * Exposed as `marketplace/routes`: this area's pages. Its pages draw no antd component; the one
 * that does (the report form) brings its own antd root when it loads, which keeps antd out of a
 * first visit (34 KB gzip).
 */
export default function MarketplaceRoutes() {
  return <AreaPages pages={PAGES} />;
}
