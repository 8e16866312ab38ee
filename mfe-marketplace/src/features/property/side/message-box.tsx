import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, conversationPath, isKeptOffline, MESSAGE_MAX_LENGTH, type ConversationDetail, type PropertyDetail } from 'shared-contracts';
import { apiErrorText, fieldErrorText, PushOffer, useSession } from 'shared-contracts/react';
import type { TFunction } from 'i18next';
import { MESSAGE_BOX_ID } from '../../../lib/message-anchor';
import { startConversation } from '../api/start-conversation';
import { focusMessageBox, forgetDraft, keepDraft, keptDraft, signInToWrite } from './message-draft';
import * as styles from './side-cards.module.css';

const COUNTER_ID = 'message-box-counter';

/** A refusal in the visitor's words: what is wrong with the text itself, else the API's reason. */
function failureText(t: TFunction, error: unknown): string {
  const field = error instanceof ApiError ? error.fields.find(({ field }) => field === 'body') : undefined;
  return field ? fieldErrorText(t, field) : apiErrorText(t, error);
}

/**
 * "Send a message" to the owner: plain text, in the one conversation of this listing and visitor.
 * Drawn alike for every visitor (the portal draws it before knowing who reads): a visitor who is not
 * signed in presses Send as anyone would, and is asked to sign in, what they wrote kept for the way back.
 */
export function MessageBox({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { user } = useSession();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<ConversationDetail | null>(null);
  const [kept, setKept] = useState<string | null>(null);

  // After hydration (never in the first render, which the portal's HTML must match): the draft kept
  // while the visitor signed in comes back, and the box takes the focus when the address asks for it.
  // A frame later: the frame's own effect, which runs after this one, puts a new page at its top.
  useEffect(() => {
    const draft = keptDraft(property.id);
    if (!draft && hash !== `#${MESSAGE_BOX_ID}`) return;
    const frame = requestAnimationFrame(() => {
      // Never over what they have typed since.
      if (draft) setText((current) => current || draft);
      focusMessageBox();
    });
    return () => cancelAnimationFrame(frame);
  }, [property.id, hash]);

  const askToSignIn = () => {
    keepDraft(property.id, text);
    void navigate(signInToWrite(property.id));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setKept(null);
    const body = text.trim();
    if (!body) {
      setFailure(t('property.message.empty'));
      focusMessageBox();
      return;
    }
    if (!user) {
      askToSignIn();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const conversation = await startConversation({ propertyId: property.id, body });
      forgetDraft(property.id);
      setText('');
      setSent(conversation);
    } catch (error) {
      // Written offline: the service worker sends it when the connection returns.
      if (isKeptOffline(error)) {
        forgetDraft(property.id);
        setText('');
        setKept(apiErrorText(t, error));
      }
      // Signed out meanwhile (another tab, an expired session): as for any visitor.
      else if (error instanceof ApiError && error.status === 401) askToSignIn();
      else setFailure(failureText(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.messageForm} onSubmit={(event) => void send(event)} noValidate data-testid="message-box">
      <label htmlFor={MESSAGE_BOX_ID} className={styles.messageLabel}>
        {t('property.message.label')}
      </label>
      <textarea
        id={MESSAGE_BOX_ID}
        className={styles.messageInput}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFailure(null);
        }}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        dir="auto"
        placeholder={t('property.message.placeholder')}
        aria-describedby={COUNTER_ID}
        aria-invalid={failure ? true : undefined}
      />
      <span id={COUNTER_ID} className={styles.messageCounter}>
        {t('property.message.counter', { length: text.length, max: MESSAGE_MAX_LENGTH })}
      </span>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      {kept ? (
        <p role="status" className={styles.sent} data-testid="message-kept">
          {kept}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className={styles.sent} data-testid="message-sent">
          {t('property.message.sent')} <Link to={conversationPath(sent.id)}>{t('property.message.seeConversation')}</Link>
        </p>
      ) : null}
      {sent ? <PushOffer after="message" /> : null}
      <button type="submit" className={styles.messageButton} disabled={sending} aria-busy={sending || undefined}>
        {t('property.message.send')}
      </button>
      {user ? null : <p className={styles.hint}>{t('property.message.signInHint')}</p>}
    </form>
  );
}
