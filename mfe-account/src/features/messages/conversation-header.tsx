import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localTitle, type ConversationDetail } from 'shared-contracts';
import { CoverImage, useLanguage } from 'shared-contracts/react';
import { Tag } from '../../components/tag';
import { ListingPrice } from './listing-price';
import * as styles from './conversation.module.css';

/**
 * Who the conversation is with, and the listing it is about as it was quoted when it started
 * (photo, title, price): kept once the listing is sold or deleted, then said to be no longer
 * available, and no longer a link.
 */
export function ConversationHeader({ conversation, name }: { conversation: ConversationDetail; name: string }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { listing } = conversation;
  const title = localTitle(listing, language);
  const photo = <CoverImage images={listing.thumbnail ? [listing.thumbnail] : []} alt="" className={styles.quotePhoto} />;
  return (
    <header className={styles.header}>
      <h2 className={styles.with}>{t('messages.conversation.with', { name })}</h2>
      <div className={styles.quote} data-testid="conversation-quote">
        {conversation.listingAvailable ? (
          <Link to={`/property/${listing.id}`} tabIndex={-1} aria-hidden="true">
            {photo}
          </Link>
        ) : (
          photo
        )}
        <div className={styles.quoteText}>
          <span className={styles.role}>{t(`messages.role.${conversation.role}`)}</span>
          <bdi className={styles.quoteTitle} data-testid="conversation-listing">
            {conversation.listingAvailable ? <Link to={`/property/${listing.id}`}>{title}</Link> : title}
          </bdi>
          <ListingPrice listing={listing} className={styles.price} />
          {conversation.listingAvailable ? null : <Tag testId="listing-unavailable">{t('messages.conversation.unavailable')}</Tag>}
        </div>
      </div>
    </header>
  );
}
