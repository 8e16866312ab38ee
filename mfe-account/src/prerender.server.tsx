import { prerenderPages } from 'shared-contracts/prerender';
import { pagePatterns } from 'shared-contracts/react';
import AccountRoutes, { PAGES } from './routes';

/**
 * This area's public pages, drawn into the HTML at build time. The dashboard and settings
 * depend on who is signed in, so they are never prerendered.
 */
export default () => prerenderPages(['/subscription', '/suggestions', '/support'], () => <AccountRoutes />);

/** Every page of this area, for the portal's `pages.json`: any other path under its prefixes is a 404. */
export const PAGE_PATTERNS = pagePatterns(PAGES);
