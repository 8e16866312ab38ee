import { useTranslation } from 'react-i18next';
import { thumbnailOf, type ConversationMessage } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as controls from '../../components/controls.module.css';
import { MessageBody } from './message-body';
import { messageTime } from './message-time';
import * as styles from './conversation.module.css';

/**
 * One message: the reader's own on the line's end side, the other's on its start side (so
 * mirrored in Arabic), its photos as thumbnails opening the photo, and under the reader's own
 * whether it was read (✓ sent, ✓✓ read).
 */
export function MessageItem({ message, otherName }: { message: ConversationMessage; otherName: string }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  return (
    <li className={message.mine ? styles.mine : styles.theirs} data-testid="message" data-mine={message.mine} data-message-id={message.id}>
      <div className={styles.bubble}>
        <span className={controls.visuallyHidden}>{message.mine ? t('messages.conversation.you') : otherName}</span>
        {message.body === null ? (
          <p className={styles.deleted}>{t('messages.deletedMessage')}</p>
        ) : (
          <MessageBody body={message.body} clickable={message.linksClickable} className={styles.body} />
        )}
        {message.images.length > 0 ? (
          <ul className={styles.photos}>
            {message.images.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <img src={thumbnailOf(url)} alt={t('messages.conversation.photo', { n: index + 1 })} loading="lazy" decoding="async" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.meta}>
          <time dateTime={message.createdAt}>{messageTime(message.createdAt, language)}</time>
          {message.mine ? (
            <span className={message.read ? styles.read : styles.sent} data-testid="receipt" data-read={message.read}>
              <span aria-hidden="true">{message.read ? '✓✓' : '✓'}</span>
              <span className={controls.visuallyHidden}>{t(message.read ? 'messages.conversation.read' : 'messages.conversation.sent')}</span>
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
