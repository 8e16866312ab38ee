import { prerenderPages } from 'shared-contracts/prerender';
import { pagePatterns } from 'shared-contracts/react';
import MarketplaceRoutes, { PAGES } from './routes';

/** This area's pages whose first render needs no data: drawn into the HTML at build time. */
export default () => prerenderPages(['/', '/search'], () => <MarketplaceRoutes />);

/** Every page of this area, for the portal's `pages.json`: any other path under its prefixes is a 404. */
export const PAGE_PATTERNS = pagePatterns(PAGES);
