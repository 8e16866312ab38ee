import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatAgo, type AuditEntry } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { fetchPage } from '../../api/admin-api';
import { Panel } from '../../components/panel';
import { Placeholder } from '../../components/placeholder';
import { adminTabPath } from '../admin/admin-tabs';
import * as styles from './overview-tab.module.css';

/** The last back-office writes, from the audit log (admins only: it names who did what). */
export function RecentActivity() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { data } = useSWR(['/api/admin/audit?pageSize=8', 'page'], fetchPage<AuditEntry>);
  const entries = data?.items ?? [];
  return (
    <Panel title={t('overview.recent')} extra={<Link to={adminTabPath('audit')}>{t('overview.allActivity')}</Link>} testId="recent-activity">
      {!data ? (
        <Placeholder />
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{t('audit.empty')}</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>
                <bdi>{entry.actor.name}</bdi> · <code>{entry.action}</code> {entry.targetId && <span dir="ltr">#{entry.targetId}</span>}
              </span>
              <span className={styles.muted}>{formatAgo(entry.createdAt, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
