import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from 'shared-contracts';
import { reportListingEvent } from 'shared-contracts/react';
import { MessageIcon, PhoneIcon } from '../../../components/icons/icons';
import { useContactLinks } from './contact-links';
import { revealFailureText, usePhoneReveal } from './phone-reveal';
import * as styles from './side-cards.module.css';

/**
 * The contact card's number: "Show number" first (the page holds no number until then), then the
 * number with Call (tel:) and WhatsApp, each click a lead in the owner's analytics as the reveal is.
 */
export function PhoneContact({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { phone, revealing, error, unavailable, reveal } = usePhoneReveal();
  const links = useContactLinks(property, phone);

  if (phone && links) {
    return (
      <div className={styles.contactButtons} data-testid="owner-phone">
        <bdi dir="ltr" className={styles.revealedPhone}>
          {phone}
        </bdi>
        <a className={styles.callButton} href={links.call} onClick={() => reportListingEvent(property.id, 'call')}>
          <PhoneIcon />
          <span>{t('property.contact.call')}</span>
        </a>
        <a className={styles.whatsappButton} href={links.whatsapp} target="_blank" rel="noopener noreferrer" onClick={() => reportListingEvent(property.id, 'whatsapp')}>
          <MessageIcon />
          <span>{t('property.contact.whatsapp')}</span>
        </a>
      </div>
    );
  }
  return (
    <div className={styles.contactButtons}>
      {/* Inert once the API has said there is no number to give; a refusal for the day's limit may be tried later. */}
      <button type="button" className={styles.callButton} onClick={() => void reveal()} disabled={revealing || unavailable} aria-busy={revealing || undefined}>
        <PhoneIcon />
        <span>{t('property.contact.showNumber')}</span>
      </button>
      {error ? (
        <p role="alert" className={styles.failure}>
          {revealFailureText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
