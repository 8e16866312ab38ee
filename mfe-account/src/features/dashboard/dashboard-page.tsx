import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { PageHero, useSession } from 'shared-contracts/react';
import { AnalyticsTab } from '../analytics/analytics-tab';
import { FavoritesTab } from '../favorites/favorites-tab';
import { ListingsTab } from '../my-listings/listings-tab';
import { PlanUsageTab } from '../plan-usage/plan-usage-tab';
import { AccountSettings } from '../settings/account-settings';
import { DashboardSummary } from './dashboard-summary';
import { DeletionNotice } from './deletion-notice';
import { DASHBOARD_TABS, tabOf, tabPath, type DashboardTab } from './dashboard-tabs';
import * as styles from './dashboard-page.module.css';

const TAB_CONTENT: Record<DashboardTab, ComponentType> = {
  listings: ListingsTab,
  analytics: AnalyticsTab,
  favorites: FavoritesTab,
  subscription: PlanUsageTab,
  settings: AccountSettings,
};

/**
 * /dashboard and /dashboard/<tab>: the greeting, the four figures, quick actions,
 * and the tab in the URL (so a tab can be bookmarked, shared and reloaded).
 */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const { pathname } = useLocation();
  const tab = tabOf(pathname);
  const Content = TAB_CONTENT[tab];
  const named = pathname.replace(/\/+$/, '') !== '/dashboard';
  const documentTitle = named ? t('dashboard.tabTitle', { tab: t(`dashboard.tabs.${tab}`) }) : t('dashboard.title');
  // The name as its owner wrote it, isolated (FSI…PDI) so that an Arabic name in the English
  // greeting, or a Latin one in the Arabic greeting, keeps its own direction.
  const title = user ? t('dashboard.welcome', { name: `\u2068${user.firstName}\u2069` }) : t('dashboard.title');
  return (
    <>
      <PageHero
        title={title}
        documentTitle={documentTitle}
        subtitle={t('dashboard.subtitle')}
        crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('dashboard.title') }]}
      />
      <div className={styles.page}>
        {user ? <DeletionNotice user={user} /> : null}
        <DashboardSummary />
        <nav className={styles.tabs} aria-label={t('dashboard.tabsLabel')}>
          {DASHBOARD_TABS.map((name) => (
            <NavLink key={name} to={tabPath(name)} className={name === tab ? styles.tabOn : styles.tab} aria-current={name === tab ? 'page' : undefined}>
              {t(`dashboard.tabs.${name}`)}
            </NavLink>
          ))}
        </nav>
        <section className={styles.content}>
          <Content />
        </section>
      </div>
    </>
  );
}
