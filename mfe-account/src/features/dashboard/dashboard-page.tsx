import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { PageHero, useSession } from 'shared-contracts/react';
import { antdIsland } from '../../antd-island';
import { Placeholder } from '../../components/placeholder';
import { ListingsTab } from '../my-listings/listings-tab';
import { DashboardSummary } from './dashboard-summary';
import { DeletionNotice } from './deletion-notice';
import { DASHBOARD_TABS, tabOf, tabPath, type DashboardTab } from './dashboard-tabs';
import * as styles from './dashboard-page.module.css';

// The frame and the listings (the tab /dashboard opens) draw no antd; each other tab comes in a
// chunk of its own, with the area's antd root when it draws antd (README "Signed-in pages measured
// signed in"). The messages, opened often, from the account menu, draw none either.
const TAB_CONTENT: Record<DashboardTab, ComponentType> = {
  listings: ListingsTab,
  messages: lazy(() => import('../messages/messages-tab').then((tab) => ({ default: tab.MessagesTab }))),
  analytics: antdIsland(() => import('../analytics/analytics-tab').then((tab) => tab.AnalyticsTab)),
  favorites: antdIsland(() => import('../favorites/favorites-tab').then((tab) => tab.FavoritesTab)),
  subscription: antdIsland(() => import('../plan-usage/plan-usage-tab').then((tab) => tab.PlanUsageTab)),
  settings: antdIsland(() => import('../settings/account-settings').then((tab) => tab.AccountSettings)),
};

/**
 * /dashboard and /dashboard/<tab>: the greeting, the four figures, quick actions,
 * and the tab in the URL (so a tab can be bookmarked, shared and reloaded); a conversation
 * (/dashboard/messages/:id) in the messages tab's place.
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
          <Suspense fallback={<Placeholder />}>
            <Content />
          </Suspense>
        </section>
      </div>
    </>
  );
}
