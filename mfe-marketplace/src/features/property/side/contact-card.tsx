import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MESSAGES_PATH, type PropertyDetail } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { Avatar } from '../../../components/avatar/avatar';
import { CONTACT_CARD_ID } from '../property-actions';
import { takesCalls } from './contact-links';
import { MessageBox } from './message-box';
import { PhoneContact } from './phone-contact';
import * as styles from './side-cards.module.css';

// One on a page, and the same in the portal's drawing and in the browser's hydration of it (a useId would differ: docs/architecture.md).
const headingId = 'listing-contact-title';

/**
 * Contact the owner: their name; "Show number" when they take calls on this listing (the number
 * comes on a click, never in the page); and a message box. The owner reading their own listing is
 * pointed to its messages instead (drawn, like every visitor's page, as a visitor's until the
 * session is known).
 */
export function ContactCard({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { user } = useSession();
  const { firstName, lastName } = property.owner;
  const name = `${firstName} ${lastName}`.trim();
  const own = user?.id === property.userId;

  return (
    <section id={CONTACT_CARD_ID} className={styles.card} aria-labelledby={headingId} data-testid="contact-card">
      <h2 id={headingId} className={styles.title}>
        {t('property.contact.title')}
      </h2>
      <div className={styles.owner}>
        <Avatar name={name} />
        <div className={styles.ownerText}>
          <span className={styles.ownerRole}>{t('property.contact.owner')}</span>
          {/* Isolated: an Arabic name in the English page (or the reverse) keeps its own direction. */}
          <bdi className={styles.ownerName}>{name}</bdi>
        </div>
      </div>
      {own ? (
        <p className={styles.muted} data-testid="own-listing">
          {t('property.contact.yours')} <Link to={`${MESSAGES_PATH}?propertyId=${property.id}`}>{t('property.contact.yourMessages')}</Link>
        </p>
      ) : (
        <>
          {takesCalls(property) ? <PhoneContact property={property} /> : <p className={styles.muted}>{t('property.contact.messagesOnly')}</p>}
          <MessageBox property={property} />
        </>
      )}
    </section>
  );
}
