import { useTranslation } from 'react-i18next';
import { formatAgo, INQUIRY_TYPES, type ContactMessage } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';

export function ContactMessagesTable() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <PagedTable<ContactMessage>
      path="/api/admin/contact-messages"
      testId="contact-messages"
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
        { key: 'phone', title: t('messages.phone'), render: (_, row) => <bdi dir="ltr">{row.phone ?? '—'}</bdi> },
        { key: 'type', title: t('messages.inquiryType'), render: (_, row) => INQUIRY_TYPES.find(({ value }) => value === row.inquiryType)?.[language] ?? row.inquiryType },
        {
          key: 'message',
          title: t('messages.message'),
          render: (_, row) => (
            <>
              <strong>{row.subject}</strong> {row.message}
            </>
          ),
        },
      ]}
    />
  );
}
