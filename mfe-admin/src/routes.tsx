import { AreaPages, type AreaPageMap } from 'shared-contracts/react';
import { AdminPage } from './features/admin/admin-page';
import './register-locales';

/** This area's pages; `pages.json` lists their patterns for the portal. */
export const PAGES: AreaPageMap<'admin'> = {
  '/admin': AdminPage,
  '/admin/:tab': AdminPage,
};

/** Exposed as `admin/routes`: this area's pages. The frame and the overview draw no antd; the other tabs come with the area's antd root (antd-island.ts). */
export default function AdminRoutes() {
  return <AreaPages pages={PAGES} />;
}
