import { prerenderPages } from 'shared-contracts/prerender';
import { inRoot, pagePatterns } from 'shared-contracts/react';
import { AntdRoot } from './antd-root';
import { SubscriptionPage } from './features/subscription/subscription-page';
import { SuggestionsPage } from './features/suggestions/suggestions-page';
import { SupportPage } from './features/support/support-page';
import AccountRoutes, { PAGES } from './routes';

// In the browser each page is a chunk loaded when opened; drawn here, they are there already, in
// the same roots (the pages drawn with antd in the area's antd root, as antdIsland loads them).
const DRAWN = { ...PAGES, '/subscription': SubscriptionPage, '/suggestions': inRoot(AntdRoot, SuggestionsPage), '/support': inRoot(AntdRoot, SupportPage) };

/**
 * This area's public pages, drawn into the HTML at build time. The dashboard and settings
 * depend on who is signed in, so they are never prerendered.
 */
export default () => prerenderPages(['/subscription', '/suggestions', '/support'], () => <AccountRoutes pages={DRAWN} />);

/** Every page of this area, for the portal's `pages.json`: any other path under its prefixes is a 404. */
export const PAGE_PATTERNS = pagePatterns(PAGES);
