import { lazy, Suspense, type ComponentType } from 'react';
import { Badge, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { can } from 'shared-contracts';
import { PageHero, useSession } from 'shared-contracts/react';
import { useWaitingCount } from '../moderation/waiting-count';
import { ADMIN_TABS, adminTabOf, adminTabPath, type AdminTab } from './admin-tabs';
import * as styles from './admin-page.module.css';

// Each tab in a chunk of its own: /admin/overview does not download and evaluate the users' table,
// the settings' forms and the moderation queues.
const TAB_CONTENT: Record<AdminTab, ComponentType> = {
  overview: lazy(() => import('../overview/overview-tab').then((tab) => ({ default: tab.OverviewTab }))),
  moderation: lazy(() => import('../moderation/moderation-tab').then((tab) => ({ default: tab.ModerationTab }))),
  properties: lazy(() => import('../properties/properties-tab').then((tab) => ({ default: tab.PropertiesTab }))),
  users: lazy(() => import('../users/users-tab').then((tab) => ({ default: tab.UsersTab }))),
  advisors: lazy(() => import('../advisors/advisors-tab').then((tab) => ({ default: tab.AdvisorsTab }))),
  blogs: lazy(() => import('../blogs/blogs-tab').then((tab) => ({ default: tab.BlogsTab }))),
  messages: lazy(() => import('../messages/messages-tab').then((tab) => ({ default: tab.MessagesTab }))),
  settings: lazy(() => import('../settings/settings-tab').then((tab) => ({ default: tab.SettingsTab }))),
  audit: lazy(() => import('../audit/audit-tab').then((tab) => ({ default: tab.AuditTab }))),
};

/** /admin and /admin/<tab>: only the active tab's data loads; each role sees its tabs. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const { pathname } = useLocation();
  const tabs = ADMIN_TABS.filter((tab) => can(user?.role, tab.permission));
  const tab = adminTabOf(pathname);
  const Content = tabs.some((allowed) => allowed.name === tab) ? TAB_CONTENT[tab] : null;
  const waiting = useWaitingCount(can(user?.role, 'moderation.manage'));
  const title = t('admin.title');
  // `/admin` is the panel's own address; a tab's address names the tab too.
  const named = pathname.replace(/\/+$/, '') !== '/admin';
  return (
    <>
      <PageHero
        title={title}
        documentTitle={named ? t('admin.tabTitle', { tab: t(`admin.tabs.${tab}`) }) : title}
        subtitle={t('admin.subtitle')}
        crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <nav className={styles.tabs} aria-label={t('admin.tabsLabel')}>
          {tabs.map(({ name }) => (
            // A Link, not a NavLink: /admin shows the overview, whose own path NavLink would not see as current.
            <Link key={name} to={adminTabPath(name)} className={name === tab ? styles.tabOn : styles.tab} aria-current={name === tab ? 'page' : undefined}>
              {t(`admin.tabs.${name}`)}
              {name === 'moderation' && waiting > 0 && <Badge count={waiting} className={styles.badge} aria-label={t('admin.waiting', { count: waiting })} />}
            </Link>
          ))}
        </nav>
        <section className={styles.content}>
          {Content ? (
            <Suspense fallback={<Skeleton active />}>
              <Content />
            </Suspense>
          ) : (
            <p>{t('admin.notAllowed')}</p>
          )}
        </section>
      </div>
    </>
  );
}
