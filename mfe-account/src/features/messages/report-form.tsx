import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_REPORT_REASONS, type ConversationReportReason, type Id } from 'shared-contracts';
import { apiErrorText } from 'shared-contracts/react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fields from '../../components/fields.module.css';
import { Notice } from '../../components/notice';
import { reportConversation } from './api/safety';
import * as styles from './conversation.module.css';

const DETAILS_MAX_LENGTH = 500;

/** Why the reader reports the conversation (one of the reasons), and what more they want to say. */
export function ReportForm({ conversationId, onReported, onCancel }: { conversationId: Id; onReported: () => unknown; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [reason, setReason] = useState<ConversationReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  const send = async () => {
    if (reason === null) return;
    setSending(true);
    setProblem(null);
    try {
      await reportConversation(conversationId, { reason, ...(details.trim() && { details: details.trim() }) });
      await onReported();
    } catch (error) {
      setProblem(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.report} aria-labelledby={`${id}-title`} data-testid="report-form">
      <h3 id={`${id}-title`}>{t('messages.safety.reportTitle')}</h3>
      <fieldset className={styles.reasons}>
        <legend>{t('messages.safety.reason')}</legend>
        {CONVERSATION_REPORT_REASONS.map((value) => (
          <label key={value} className={fields.check}>
            <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
            {t(`messages.safety.reasons.${value}`)}
          </label>
        ))}
      </fieldset>
      <Field id={`${id}-details`} label={t('messages.safety.details')} count={`${details.length} / ${DETAILS_MAX_LENGTH}`}>
        {(control) => (
          <textarea {...control} className={fields.control} rows={2} maxLength={DETAILS_MAX_LENGTH} value={details} onChange={(event) => setDetails(event.target.value)} />
        )}
      </Field>
      {problem ? <Notice tone="error" title={apiErrorText(t, problem)} /> : null}
      <div className={styles.actions}>
        <Button look="primary" danger busy={sending} disabled={reason === null} onClick={send}>
          {t('messages.safety.sendReport')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </section>
  );
}
