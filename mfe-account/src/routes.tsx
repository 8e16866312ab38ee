import { ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { lazy, Suspense } from 'react';
import { AntdArea, AreaPages, type AreaPageMap } from 'shared-contracts/react';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { SettingsPage } from './features/settings/settings-page';
import { SubscriptionPage } from './features/subscription/subscription-page';
import { SuggestionsPage } from './features/suggestions/suggestions-page';
import { SupportPage } from './features/support/support-page';
import './register-locales';

const ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };

// The editor brings the photo tools (drag and drop, resizing): loaded when it is opened.
const LazyEditor = lazy(() => import('./features/listing-editor/listing-editor-page').then((module) => ({ default: module.ListingEditorPage })));
const ListingEditor = () => (
  <Suspense fallback={null}>
    <LazyEditor />
  </Suspense>
);

/** This area's pages; `pages.json` lists their patterns for the portal. */
export const PAGES: AreaPageMap<'account'> = {
  '/dashboard': DashboardPage,
  '/dashboard/listings': DashboardPage,
  '/dashboard/analytics': DashboardPage,
  '/dashboard/favorites': DashboardPage,
  '/dashboard/subscription': DashboardPage,
  '/dashboard/settings': DashboardPage,
  '/dashboard/listings/new': ListingEditor,
  '/dashboard/listings/:id/edit': ListingEditor,
  '/subscription': SubscriptionPage,
  '/suggestions': SuggestionsPage,
  '/support': SupportPage,
  '/settings': SettingsPage,
};

/** Exposed as `account/routes`: this area's pages, in its own antd root. */
export default function AccountRoutes() {
  return (
    <AntdArea antd={ANTD}>
      <AreaPages pages={PAGES} />
    </AntdArea>
  );
}
