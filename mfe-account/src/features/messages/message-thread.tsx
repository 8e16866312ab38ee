import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationMessage } from 'shared-contracts';
import { apiErrorText } from 'shared-contracts/react';
import { Button } from '../../components/button';
import { MessageItem } from './message-item';
import * as styles from './conversation.module.css';

interface MessageThreadProps {
  messages: ConversationMessage[];
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: unknown;
  onLoadOlder: () => unknown;
}

/** Near enough to the end that a new message is scrolled to, as a chat does. */
const NEAR_END_PX = 80;

/**
 * The messages, oldest at the top, in a box of their own that opens at the newest. A new
 * message is scrolled to when the reader was at the end (or wrote it); older ones loaded above
 * keep the reader's place. Read out as a log: what comes is announced. The browser lets the
 * keyboard scroll the box (Chromium focuses a scroller with nothing focusable in it).
 */
export function MessageThread({ messages, otherName, hasOlder, loadingOlder, olderError, onLoadOlder }: MessageThreadProps) {
  const { t } = useTranslation('account');
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef({ newest: 0, oldest: 0, height: 0, atEnd: true });
  const newest = messages.at(-1);
  const oldest = messages[0]?.id ?? 0;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = seen.current;
    if (oldest < before.oldest && before.height > 0) element.scrollTop += element.scrollHeight - before.height;
    else if (newest && newest.id !== before.newest && (before.atEnd || newest.mine)) element.scrollTop = element.scrollHeight;
    seen.current = { newest: newest?.id ?? 0, oldest, height: element.scrollHeight, atEnd: before.atEnd };
  }, [newest, oldest]);

  const onScroll = () => {
    const element = box.current;
    if (element) seen.current.atEnd = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
  };

  return (
    <div ref={box} className={styles.thread} onScroll={onScroll} role="log" aria-label={t('messages.conversation.log')}>
      {hasOlder ? (
        <div className={styles.older}>
          <Button small busy={loadingOlder} onClick={onLoadOlder}>
            {t('messages.conversation.loadOlder')}
          </Button>
          {olderError ? <span role="alert">{apiErrorText(t, olderError)}</span> : null}
        </div>
      ) : null}
      <ol className={styles.messages}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} otherName={otherName} />
        ))}
      </ol>
    </div>
  );
}
