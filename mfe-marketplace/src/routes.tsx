import { ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { AntdArea, AreaPages, type AreaPageMap } from 'shared-contracts/react';
import { HomePage } from './features/home/home-page';
import { PropertyPage } from './features/property/property-page';
import { SearchPage } from './features/search/search-page';
import './register-locales';

const ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };

/** This area's pages; `pages.json` lists their patterns for the portal. */
export const PAGES: AreaPageMap<'marketplace'> = {
  '/': HomePage,
  '/search': SearchPage,
  '/property/:id': PropertyPage,
};

/** Exposed as `marketplace/routes`: this area's pages, in its own antd root. */
export default function MarketplaceRoutes() {
  return (
    <AntdArea antd={ANTD}>
      <AreaPages pages={PAGES} />
    </AntdArea>
  );
}
