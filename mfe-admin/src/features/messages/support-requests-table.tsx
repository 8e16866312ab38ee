import { useTranslation } from 'react-i18next';
import { formatAgo, INVESTMENT_TYPES, SUPPORT_PLANS, type StoredSupportRequest } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';

export function SupportRequestsTable() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const label = (list: readonly { value: string; ar: string; en: string }[], value: string | null) =>
    value ? (list.find((item) => item.value === value)?.[language] ?? value) : '—';
  return (
    <PagedTable<StoredSupportRequest>
      path="/api/admin/support-requests"
      testId="support-requests"
      columns={[
        { key: 'when', title: t('messages.when'), render: (_, row) => formatAgo(row.createdAt, language) },
        {
          key: 'from',
          title: t('messages.from'),
          render: (_, row) => (
            <a href={`mailto:${row.email}`}>
              <bdi>{`${row.name} <${row.email}>`}</bdi>
            </a>
          ),
        },
        { key: 'company', title: t('messages.company'), render: (_, row) => row.company ?? '—' },
        { key: 'plan', title: t('messages.supportPlan'), render: (_, row) => label(SUPPORT_PLANS, row.supportPlan) },
        { key: 'investment', title: t('messages.investmentType'), render: (_, row) => label(INVESTMENT_TYPES, row.investmentType) },
        { key: 'message', title: t('messages.message'), dataIndex: 'message' },
      ]}
    />
  );
}
