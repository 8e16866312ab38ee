import type { ComponentType } from 'react';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { can } from 'shared-contracts';
import { PageHero, useSession } from 'shared-contracts/react';
import { AdvisorsTab } from '../advisors/advisors-tab';
import { AuditTab } from '../audit/audit-tab';
import { BlogsTab } from '../blogs/blogs-tab';
import { MessagesTab } from '../messages/messages-tab';
import { ModerationTab, useWaitingCount } from '../moderation/moderation-tab';
import { PropertiesTab } from '../properties/properties-tab';
import { OverviewTab } from '../overview/overview-tab';
import { SettingsTab } from '../settings/settings-tab';
import { UsersTab } from '../users/users-tab';
import { ADMIN_TABS, adminTabOf, adminTabPath, type AdminTab } from './admin-tabs';
import * as styles from './admin-page.module.css';

const TAB_CONTENT: Record<AdminTab, ComponentType> = {
  overview: OverviewTab,
  moderation: ModerationTab,
  properties: PropertiesTab,
  users: UsersTab,
  advisors: AdvisorsTab,
  blogs: BlogsTab,
  messages: MessagesTab,
  settings: SettingsTab,
  audit: AuditTab,
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
        <section className={styles.content}>{Content ? <Content /> : <p>{t('admin.notAllowed')}</p>}</section>
      </div>
    </>
  );
}
