import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from 'shared-contracts';
import { reportListingEvent } from 'shared-contracts/react';
import { useContactLinks } from '../../../components/property-card/contact-links';
import { MessageIcon, PhoneIcon } from '../../../components/icons/icons';
import * as styles from './contact-bar.module.css';

/**
 * On a phone the contact card is far down the page: Call and WhatsApp stay at the bottom of the
 * screen while the visitor reads. Nothing when the owner left no phone; hidden on a desktop,
 * where the contact card stays beside the photos.
 */
export function ContactBar({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const links = useContactLinks(t, property);
  if (!links) return null;
  return (
    <div className={styles.bar} role="group" aria-label={t('property.contact.title')} data-testid="contact-bar" data-contact-bar="">
      <a className={styles.call} href={links.call} onClick={() => reportListingEvent(property.id, 'call')}>
        <PhoneIcon />
        <span>{t('card.call')}</span>
      </a>
      <a className={styles.whatsapp} href={links.whatsapp} target="_blank" rel="noopener noreferrer" onClick={() => reportListingEvent(property.id, 'whatsapp')}>
        <MessageIcon />
        <span>{t('card.whatsapp')}</span>
      </a>
    </div>
  );
}
