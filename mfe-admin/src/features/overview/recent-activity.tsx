import { Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatAgo, type AuditEntry } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { fetchPage } from '../../api/admin-api';
import { adminTabPath } from '../admin/admin-tabs';
import { Link } from 'react-router-dom';

/** The last back-office writes, from the audit log (admins only: it names who did what). */
export function RecentActivity() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { data } = useSWR(['/api/admin/audit?pageSize=8', 'page'], fetchPage<AuditEntry>);
  return (
    <Card title={t('overview.recent')} extra={<Link to={adminTabPath('audit')}>{t('overview.allActivity')}</Link>} data-testid="recent-activity">
      <List
        size="small"
        loading={!data}
        dataSource={data?.items ?? []}
        locale={{ emptyText: t('audit.empty') }}
        renderItem={(entry) => (
          <List.Item>
            <span>
              <bdi>{entry.actor.name}</bdi> · <code>{entry.action}</code> {entry.targetId && <span dir="ltr">#{entry.targetId}</span>}
            </span>
            <span>{formatAgo(entry.createdAt, language)}</span>
          </List.Item>
        )}
      />
    </Card>
  );
}
