/** The dashboard's tabs, each at its own URL; `/dashboard` opens the first. A conversation (/dashboard/messages/:id) is in the messages tab. */
export const DASHBOARD_TABS = ['listings', 'messages', 'analytics', 'favorites', 'subscription', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const tabPath = (tab: DashboardTab): string => `/dashboard/${tab}`;

/** The tab a dashboard path shows. */
export function tabOf(pathname: string): DashboardTab {
  const segment = pathname.split('/')[2];
  return DASHBOARD_TABS.find((tab) => tab === segment) ?? 'listings';
}
