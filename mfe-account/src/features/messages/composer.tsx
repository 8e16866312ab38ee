import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, MESSAGE_MAX_LENGTH, isKeptOffline, type ConversationDetail, type ConversationMessage } from 'shared-contracts';
import { apiErrorText, PushOffer } from 'shared-contracts/react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fields from '../../components/fields.module.css';
import { Notice } from '../../components/notice';
import { sendMessage } from './api/messages';
import { ComposerPhotos } from './composer-photos';
import { useMessagePhotos } from './use-message-photos';
import * as styles from './conversation.module.css';

/** Why no message can be sent now: a moderator closed it, or one side blocked the other. */
const stopOf = (conversation: ConversationDetail) => (conversation.closed ? 'closed' : conversation.blockedByMe ? 'blockedByMe' : conversation.blockedMe ? 'blockedMe' : null);

/** Refusals that say the conversation itself changed (blocked, closed): the page asks for it again. */
const STOPPING_CODES = new Set(['MESSAGES_BLOCKED', 'CONVERSATION_CLOSED']);

interface ComposerProps {
  conversation: ConversationDetail;
  /** The other party's name, as the page writes it. */
  name: string;
  onSent: (message: ConversationMessage) => unknown;
  /** The API refused for a reason the conversation shows (blocked, closed). */
  onStopped: () => unknown;
}

/**
 * The answer box: plain text up to MESSAGE_MAX_LENGTH (counted as typed), optional photos, Send
 * (or Ctrl/⌘+Enter). Shown but inert, with the reason, while the conversation takes no message.
 */
export function Composer({ conversation, name, onSent, onStopped }: ComposerProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  // Written offline: the service worker sends it when the connection returns.
  const [kept, setKept] = useState<unknown>(null);
  const [sentOne, setSentOne] = useState(false);
  const photos = useMessagePhotos();
  const stop = stopOf(conversation);
  const ready = stop === null && body.trim() !== '' && !photos.pending;

  const send = async () => {
    if (!ready || sending) return;
    setSending(true);
    setProblem(null);
    setKept(null);
    try {
      const message = await sendMessage(conversation.id, { body: body.trim(), images: photos.urls });
      setBody('');
      photos.clear();
      setSentOne(true);
      await onSent(message);
    } catch (error) {
      if (isKeptOffline(error)) {
        setBody('');
        photos.clear();
        return setKept(error);
      }
      setProblem(error);
      if (error instanceof ApiError && error.code && STOPPING_CODES.has(error.code)) void onStopped();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.composer} data-testid="composer">
      {stop ? <Notice tone="warning" testId="composer-stopped" title={t(`messages.composer.${stop}`, { name })} /> : null}
      <Field id={id} label={t('messages.composer.label')} hint={stop ? undefined : t('messages.composer.hint')} count={`${body.length} / ${MESSAGE_MAX_LENGTH}`}>
        {(control) => (
          <textarea
            {...control}
            className={fields.control}
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            value={body}
            disabled={stop !== null}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void send();
              }
            }}
          />
        )}
      </Field>
      {problem ? <Notice tone="error" testId="composer-problem" title={apiErrorText(t, problem)} /> : null}
      {kept ? <Notice tone="info" testId="composer-kept" title={apiErrorText(t, kept)} /> : null}
      {sentOne ? <PushOffer after="message" /> : null}
      <div className={styles.composerBar}>
        <ComposerPhotos photos={photos} disabled={stop !== null || sending} />
        <Button look="primary" busy={sending} disabled={!ready} testId="send-message" onClick={send}>
          {t('messages.composer.send')}
        </Button>
      </div>
    </div>
  );
}
