import { ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { AntdArea, AreaPages, type AreaPageMap } from 'shared-contracts/react';
import { AdminPage } from './features/admin/admin-page';
import './register-locales';

const ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };

/** This area's pages; `pages.json` lists their patterns for the portal. */
export const PAGES: AreaPageMap<'admin'> = {
  '/admin': AdminPage,
  '/admin/:tab': AdminPage,
};

/** Exposed as `admin/routes`: this area's pages, in its own antd root. */
export default function AdminRoutes() {
  return (
    <AntdArea antd={ANTD}>
      <AreaPages pages={PAGES} />
    </AntdArea>
  );
}
