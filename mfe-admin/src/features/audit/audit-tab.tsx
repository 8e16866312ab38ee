import { Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatAgo, type ApiPage, type AuditEntry } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { fetchPage } from '../../api/admin-api';
import { auditUrl, changeText } from './audit-query';

/** Every back-office write, newest first, searchable by action, person or target; nothing here changes it. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useSWR<ApiPage<AuditEntry>>([auditUrl(query, page), 'page'], fetchPage);
  return (
    <>
      <Input.Search
        placeholder={t('audit.search')}
        aria-label={t('audit.search')}
        allowClear
        onSearch={(value) => {
          setQuery(value.trim());
          setPage(1);
        }}
        style={{ maxWidth: 360, marginBlockEnd: 16 }}
      />
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.items}
        scroll={{ x: true }}
        pagination={{ current: page, pageSize: 50, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: t('audit.empty') }}
        columns={[
          { key: 'when', title: t('audit.when'), render: (_, entry) => <span title={entry.createdAt}>{formatAgo(entry.createdAt, language)}</span> },
          { key: 'who', title: t('audit.who'), render: (_, entry) => <bdi>{entry.actor.name}</bdi> },
          { key: 'action', title: t('audit.action'), dataIndex: 'action' },
          { key: 'target', title: t('audit.target'), render: (_, entry) => `${entry.targetType}${entry.targetId ? ` #${entry.targetId}` : ''}` },
          { key: 'change', title: t('audit.change'), render: (_, entry) => <code dir="ltr">{changeText(entry)}</code> },
          { key: 'address', title: t('audit.address'), render: (_, entry) => <bdi>{entry.address ?? '—'}</bdi> },
        ]}
      />
    </>
  );
}
