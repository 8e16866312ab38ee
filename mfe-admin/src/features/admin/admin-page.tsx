import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { can } from 'shared-contracts';
import { PageHero, useSession } from 'shared-contracts/react';
import { antdIsland } from '../../antd-island';
import { Placeholder } from '../../components/placeholder';
import { useWaitingCount } from '../moderation/waiting-count';
import { ADMIN_TABS, adminTabOf, adminTabPath, type AdminTab } from './admin-tabs';
import * as styles from './admin-page.module.css';

// Each tab in a chunk of its own: /admin/overview does not download and evaluate the users' table,
// the settings' forms and the moderation queues. The frame and the overview draw no antd, so the
// panel's first screen loads none (README "Signed-in pages measured signed in"); the
// other tabs come with the area's antd root.
const TAB_CONTENT: Record<AdminTab, ComponentType> = {
  overview: lazy(() => import('../overview/overview-tab').then((tab) => ({ default: tab.OverviewTab }))),
  moderation: antdIsland(() => import('../moderation/moderation-tab').then((tab) => tab.ModerationTab)),
  properties: antdIsland(() => import('../properties/properties-tab').then((tab) => tab.PropertiesTab)),
  users: antdIsland(() => import('../users/users-tab').then((tab) => tab.UsersTab)),
  advisors: antdIsland(() => import('../advisors/advisors-tab').then((tab) => tab.AdvisorsTab)),
  blogs: antdIsland(() => import('../blogs/blogs-tab').then((tab) => tab.BlogsTab)),
  messages: antdIsland(() => import('../messages/messages-tab').then((tab) => tab.MessagesTab)),
  settings: antdIsland(() => import('../settings/settings-tab').then((tab) => tab.SettingsTab)),
  audit: antdIsland(() => import('../audit/audit-tab').then((tab) => tab.AuditTab)),
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
              {name === 'moderation' && waiting > 0 && (
                <span className={styles.badge} aria-label={t('admin.waiting', { count: waiting })}>
                  {waiting > 99 ? '99+' : waiting}
                </span>
              )}
            </Link>
          ))}
        </nav>
        <section className={styles.content}>
          {Content ? (
            <Suspense fallback={<Placeholder />}>
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
