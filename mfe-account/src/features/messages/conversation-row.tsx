import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { conversationPath, localTitle, type ConversationSummary } from 'shared-contracts';
import { CoverImage, useLanguage } from 'shared-contracts/react';
import * as controls from '../../components/controls.module.css';
import { ListingPrice } from './listing-price';
import { inboxTime } from './message-time';
import * as styles from './inbox.module.css';

/**
 * One conversation of the inbox, the whole row a link to it: the listing it is about, the other
 * person, the last message's first words and when it came; an unread one in bold with a dot.
 */
export function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { listing, unread } = conversation;
  return (
    <li data-testid="conversation" data-conversation-id={conversation.id} data-unread={unread}>
      <Link to={conversationPath(conversation.id)} className={unread ? styles.rowUnread : styles.row}>
        <CoverImage images={listing.thumbnail ? [listing.thumbnail] : []} alt="" className={styles.thumbnail} />
        <span className={styles.text}>
          <span className={styles.top}>
            <bdi className={styles.name} data-testid="conversation-name">
              {conversation.otherName ?? t('messages.deletedAccount')}
            </bdi>
            <time className={styles.time} dateTime={conversation.lastMessageAt}>
              {inboxTime(conversation.lastMessageAt, language)}
            </time>
          </span>
          <span className={styles.about}>
            <span className={styles.role}>{t(`messages.role.${conversation.role}`)}</span>{' '}
            <bdi className={styles.listingTitle} data-testid="conversation-listing">
              {localTitle(listing, language)}
            </bdi>
            {' · '}
            <ListingPrice listing={listing} />
          </span>
          <span className={conversation.lastMessage === null ? styles.lastDeleted : styles.last} data-testid="conversation-last">
            {conversation.lastMessage === null ? t('messages.deletedMessage') : <bdi>{conversation.lastMessage}</bdi>}
          </span>
        </span>
        {unread ? (
          <span className={styles.unread} data-testid="conversation-unread">
            <span className={styles.dot} aria-hidden="true" />
            <span className={controls.visuallyHidden}>{t('messages.unread')}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
