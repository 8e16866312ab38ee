import { ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { AntdArea, AreaPages, registerLocales, type AreaPageMap } from 'shared-contracts/react';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { SettingsPage } from './features/settings/settings-page';
import { SubscriptionPage } from './features/subscription/subscription-page';
import { SuggestionsPage } from './features/suggestions/suggestions-page';
import { SupportPage } from './features/support/support-page';
import ar from './locales/ar.json';
import en from './locales/en.json';

registerLocales('account', { ar, en });

const ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };

const PAGES: AreaPageMap<'account'> = {
  '/dashboard': DashboardPage,
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
