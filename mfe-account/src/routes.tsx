import { lazy } from 'react';
import { AreaPages, type AreaPageMap } from 'shared-contracts/react';
import { antdIsland } from './antd-island';
import './register-locales';

// Each page in a chunk of its own, and only the pages drawn with antd come with the area's antd
// root (antdIsland): /subscription, which a visitor opens, loads neither the dashboard's code nor
// antd, and the dashboard and the listing editor load none either. While a page's chunk loads, the shell's boundary around this area shows what the portal drew.
const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page').then((page) => ({ default: page.DashboardPage })));
const ListingEditorPage = lazy(() => import('./features/listing-editor/listing-editor-page').then((page) => ({ default: page.ListingEditorPage })));
const SettingsPage = antdIsland(() => import('./features/settings/settings-page').then((page) => page.SettingsPage));
const SubscriptionPage = lazy(() => import('./features/subscription/subscription-page').then((page) => ({ default: page.SubscriptionPage })));
const SuggestionsPage = antdIsland(() => import('./features/suggestions/suggestions-page').then((page) => page.SuggestionsPage));
const SupportPage = antdIsland(() => import('./features/support/support-page').then((page) => page.SupportPage));

/** This area's pages; `pages.json` lists their patterns for the portal. */
export const PAGES: AreaPageMap<'account'> = {
  '/dashboard': DashboardPage,
  '/dashboard/listings': DashboardPage,
  '/dashboard/messages': DashboardPage,
  '/dashboard/messages/:id': DashboardPage,
  '/dashboard/analytics': DashboardPage,
  '/dashboard/favorites': DashboardPage,
  '/dashboard/subscription': DashboardPage,
  '/dashboard/settings': DashboardPage,
  '/dashboard/listings/new': ListingEditorPage,
  '/dashboard/listings/:id/edit': ListingEditorPage,
  '/subscription': SubscriptionPage,
  '/suggestions': SuggestionsPage,
  '/support': SupportPage,
  '/settings': SettingsPage,
};

/** Exposed as `account/routes`: this area's pages (`pages`: the build's prerender draws some loaded already). */
export default function AccountRoutes({ pages = PAGES }: { pages?: AreaPageMap<'account'> }) {
  return <AreaPages pages={pages} />;
}
