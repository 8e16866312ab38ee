import { useTranslation } from 'react-i18next';
import { formatDay, type NewsletterSubscriber } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';

export function NewsletterTable() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const day = (iso: string | null) => (iso ? formatDay(iso, language) : '—');
  return (
    <PagedTable<NewsletterSubscriber>
      path="/api/admin/newsletter"
      testId="newsletter-subscribers"
      columns={[
        { key: 'email', title: t('messages.email'), render: (_, row) => <bdi dir="ltr">{row.email}</bdi> },
        { key: 'status', title: t('messages.status'), render: (_, row) => t(`messages.newsletter.${row.status}`) },
        { key: 'consented', title: t('messages.consentedAt'), render: (_, row) => day(row.consentedAt) },
        { key: 'left', title: t('messages.unsubscribedAt'), render: (_, row) => day(row.unsubscribedAt) },
      ]}
    />
  );
}
