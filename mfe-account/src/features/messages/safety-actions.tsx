import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationDetail } from 'shared-contracts';
import { apiErrorText, toast } from 'shared-contracts/react';
import { Button } from '../../components/button';
import { ConfirmButton } from '../../components/confirm-button';
import { Notice } from '../../components/notice';
import { setBlocked } from './api/safety';
import { ReportForm } from './report-form';
import * as styles from './conversation.module.css';

interface SafetyActionsProps {
  conversation: ConversationDetail;
  /** The other party's name, as the page writes it. */
  name: string;
  /** The conversation changed (blocked, unblocked, reported): the page asks for it again. */
  onChanged: () => unknown;
}

/** Block (asked first) or unblock the other party; report the conversation once, then say it was. */
export function SafetyActions({ conversation, name, onChanged }: SafetyActionsProps) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState(false);

  const block = async (blocked: boolean) => {
    setBusy(true);
    try {
      await setBlocked(conversation.id, blocked);
      await onChanged();
      toast({ title: t(blocked ? 'messages.safety.blocked' : 'messages.safety.unblocked', { name }) });
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.safety}>
      <div className={styles.actions} role="group" aria-label={t('messages.safety.label')}>
        {conversation.blockedByMe ? (
          <Button small busy={busy} onClick={() => block(false)}>
            {t('messages.safety.unblock')}
          </Button>
        ) : (
          <ConfirmButton
            small
            busy={busy}
            question={t('messages.safety.blockQuestion', { name })}
            detail={t('messages.safety.blockDetail')}
            confirm={t('messages.safety.blockConfirm')}
            onConfirm={() => block(true)}
          >
            {t('messages.safety.block')}
          </ConfirmButton>
        )}
        {conversation.reportedByMe || reporting ? null : (
          <Button small look="link" danger onClick={() => setReporting(true)}>
            {t('messages.safety.report')}
          </Button>
        )}
      </div>
      {reporting && !conversation.reportedByMe ? (
        <ReportForm
          conversationId={conversation.id}
          onCancel={() => setReporting(false)}
          onReported={async () => {
            await onChanged();
            setReporting(false);
          }}
        />
      ) : null}
      {conversation.reportedByMe ? <Notice tone="info" testId="reported" title={t('messages.safety.reported')} /> : null}
    </div>
  );
}
