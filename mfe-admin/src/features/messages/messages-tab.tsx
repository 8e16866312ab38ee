import { Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportLink } from '../../components/export-link';
import { ContactMessagesTable } from './contact-messages-table';
import { NewsletterTable } from './newsletter-table';
import { SuggestionsTable } from './suggestions-table';
import { SupportRequestsTable } from './support-requests-table';

const KINDS = ['contact', 'suggestions', 'support', 'newsletter'] as const;
type Kind = (typeof KINDS)[number];

const TABLES: Record<Kind, () => React.JSX.Element> = {
  contact: ContactMessagesTable,
  suggestions: SuggestionsTable,
  support: SupportRequestsTable,
  newsletter: NewsletterTable,
};

/** What visitors and members sent: contact messages, suggestions (with their status), support offers, newsletter subscribers. */
export function MessagesTab() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<Kind>('contact');
  const Table = TABLES[kind];
  return (
    <>
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <Segmented value={kind} onChange={(value) => setKind(value)} options={KINDS.map((value) => ({ value, label: t(`messages.kinds.${value}`) }))} />
        {kind === 'contact' && <ExportLink table="messages" />}
      </Space>
      <Table />
    </>
  );
}
