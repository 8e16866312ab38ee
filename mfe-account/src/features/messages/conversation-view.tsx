import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Id } from 'shared-contracts';
import { apiErrorText } from 'shared-contracts/react';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { Placeholder } from '../../components/placeholder';
import { isNotFound, useConversation } from './api/conversation';
import { useConversationMessages } from './api/messages';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageThread } from './message-thread';
import { SafetyActions } from './safety-actions';
import * as styles from './conversation.module.css';

/** Back to the inbox, above the conversation. */
function BackToInbox() {
  const { t } = useTranslation('account');
  return (
    <Link to="/dashboard/messages" className={styles.back}>
      {t('messages.conversation.back')}
    </Link>
  );
}

/** An id no conversation of the reader's has (the API answers a third party so too). */
export function ConversationNotFound() {
  const { t } = useTranslation('account');
  return <Notice tone="warning" testId="conversation-not-found" title={t('messages.conversation.notFound')} action={<BackToInbox />} />;
}

/**
 * /dashboard/messages/:id: the listing quoted, the messages (polled, so an answer shows without
 * a reload, and opening it marks it read), the answer box, block and report.
 */
export function ConversationView({ id }: { id: Id }) {
  const { t } = useTranslation('account');
  const detail = useConversation(id);
  const thread = useConversationMessages(id);
  if (isNotFound(detail.error) || isNotFound(thread.latest.error)) return <ConversationNotFound />;
  const failure = detail.error ?? thread.latest.error;
  if (failure && !detail.data) {
    return (
      <Notice tone="error" title={apiErrorText(t, failure)} action={<Button onClick={() => Promise.all([detail.mutate(), thread.latest.mutate()])}>{t('common.retry')}</Button>} />
    );
  }
  if (!detail.data) return <Placeholder />;
  const conversation = detail.data;
  // The name as its owner wrote it, isolated (FSI…PDI) from the sentence around it.
  const name = `\u2068${conversation.otherName ?? t('messages.deletedAccount')}\u2069`;
  return (
    <div className={styles.conversation} data-testid="conversation-page" data-conversation-id={conversation.id}>
      <BackToInbox />
      <ConversationHeader conversation={conversation} name={name} />
      <SafetyActions conversation={conversation} name={name} onChanged={() => detail.mutate()} />
      {thread.latest.data ? (
        <MessageThread
          messages={thread.messages}
          otherName={conversation.otherName ?? t('messages.deletedAccount')}
          hasOlder={thread.hasOlder}
          loadingOlder={thread.loadingOlder}
          olderError={thread.olderError}
          onLoadOlder={thread.loadOlder}
        />
      ) : (
        <Placeholder />
      )}
      <Composer conversation={conversation} name={name} onSent={() => Promise.all([thread.latest.mutate(), detail.mutate()])} onStopped={() => detail.mutate()} />
    </div>
  );
}
