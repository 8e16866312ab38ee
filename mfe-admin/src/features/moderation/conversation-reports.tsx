import { useTranslation } from 'react-i18next';
import type { ConversationReport } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';
import { queuePath, resolveConversationReport } from './moderation-api';
import { ReportedConversation } from './reported-conversation';
import { reportColumns } from './report-columns';
import { useDecide } from './use-decide';

/**
 * Members' reports of a conversation: the reason, then the messages as the evidence (the only
 * place a moderator reads any), and the conversation closed for both members or the report dismissed.
 */
export function ConversationReports() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const decide = useDecide('conversationReports');
  return (
    <PagedTable<ConversationReport>
      path={queuePath('conversationReports')}
      testId="queue-conversation-reports"
      columns={reportColumns<ConversationReport>(t, language, {
        reasons: 'moderation.conversationReasons',
        subject: { title: t('moderation.conversation.title'), render: (row) => <ReportedConversation report={row} /> },
        act: {
          label: t('moderation.closeConversation'),
          confirm: t('moderation.closeConversationConfirm'),
          run: (row) => void decide(() => resolveConversationReport(row.id, 'closed'), 'moderation.conversationClosed'),
        },
        dismiss: (row) => void decide(() => resolveConversationReport(row.id, 'dismissed'), 'moderation.reportDismissed'),
        settled: 'moderation.conversationStatus',
      })}
    />
  );
}
