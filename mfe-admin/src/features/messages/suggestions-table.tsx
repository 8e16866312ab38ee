import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAgo, SUGGESTION_CATEGORIES, SUGGESTION_PRIORITIES, SUGGESTION_STATUSES, type AdminSuggestion, type SuggestionStatus } from 'shared-contracts';
import { apiErrorText, dropCached, toast, useLanguage } from 'shared-contracts/react';
import { setSuggestionStatus } from '../../api/admin-api';
import { PagedTable } from '../../components/paged-table';

export function SuggestionsTable() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const label = (list: readonly { value: string; ar: string; en: string }[], value: string) => list.find((item) => item.value === value)?.[language] ?? value;
  const change = async (row: AdminSuggestion, status: SuggestionStatus) => {
    try {
      await setSuggestionStatus(row.id, status);
      toast({ title: t('messages.statusSaved') });
      await dropCached('/api/admin/suggestions');
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <PagedTable<AdminSuggestion>
      path="/api/admin/suggestions"
      testId="suggestions"
      columns={[
        { key: 'when', title: t('messages.when'), render: (_, row) => formatAgo(row.createdAt, language) },
        { key: 'from', title: t('messages.from'), render: (_, row) => <bdi>{row.user?.username ?? '—'}</bdi> },
        {
          key: 'title',
          title: t('messages.title'),
          render: (_, row) => (
            <>
              <strong>{row.title}</strong> {row.description}
            </>
          ),
        },
        { key: 'category', title: t('messages.category'), render: (_, row) => label(SUGGESTION_CATEGORIES, row.category) },
        { key: 'priority', title: t('messages.priority'), render: (_, row) => label(SUGGESTION_PRIORITIES, row.priority) },
        {
          key: 'status',
          title: t('messages.status'),
          render: (_, row) => (
            <Select
              value={row.status}
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('messages.status')}
              style={{ minWidth: 120 }}
              onChange={(status) => void change(row, status)}
              options={SUGGESTION_STATUSES.map((status) => ({ value: status, label: t(`messages.suggestionStatus.${status}`) }))}
            />
          ),
        },
      ]}
    />
  );
}
