import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from 'shared-contracts';
import { reportListingEvent } from 'shared-contracts/react';
import { Avatar } from '../../../components/avatar/avatar';
import { useContactLinks } from '../../../components/property-card/contact-links';
import { MessageIcon, PhoneIcon } from '../../../components/icons/icons';
import { CONTACT_CARD_ID } from '../property-actions';
import * as styles from './side-cards.module.css';

// One on a page, and the same in the portal's drawing and in the browser's hydration of it (a useId would differ: docs/architecture.md).
const headingId = 'listing-contact-title';

/** Contact Agent: the owner's name, Call Now (tel:) and Send Message (WhatsApp with the title and link), each a lead in the owner's analytics. */
export function ContactCard({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const links = useContactLinks(t, property);
  const { firstName, lastName, phone } = property.owner;
  const name = `${firstName} ${lastName}`.trim();

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
          {phone ? (
            <bdi dir="ltr" className={styles.phone}>
              {phone}
            </bdi>
          ) : null}
        </div>
      </div>
      {links ? (
        <div className={styles.contactButtons}>
          <a className={styles.callButton} href={links.call} onClick={() => reportListingEvent(property.id, 'call')}>
            <PhoneIcon />
            <span>{t('property.contact.call')}</span>
          </a>
          <a className={styles.messageButton} href={links.whatsapp} target="_blank" rel="noopener noreferrer" onClick={() => reportListingEvent(property.id, 'whatsapp')}>
            <MessageIcon />
            <span>{t('property.contact.message')}</span>
          </a>
        </div>
      ) : (
        <p className={styles.muted}>{t('property.contact.noPhone')}</p>
      )}
    </section>
  );
}
