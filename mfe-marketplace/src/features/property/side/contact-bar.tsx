import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from 'shared-contracts';
import { reportListingEvent, toast, useSession } from 'shared-contracts/react';
import { MessageIcon, PhoneIcon } from '../../../components/icons/icons';
import { takesCalls, useContactLinks } from './contact-links';
import { focusMessageBox } from './message-draft';
import { revealFailureText, usePhoneReveal } from './phone-reveal';
import * as styles from './contact-bar.module.css';

/** The bar's number: "Show number", then a call to it (the same reveal as the contact card's). */
function BarPhone({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { phone, revealing, unavailable, reveal } = usePhoneReveal();
  const links = useContactLinks(property, phone);
  if (phone && links) {
    return (
      <a className={styles.call} href={links.call} onClick={() => reportListingEvent(property.id, 'call')} aria-label={t('property.contact.callNumber', { phone })}>
        <PhoneIcon />
        <bdi dir="ltr">{phone}</bdi>
      </a>
    );
  }
  // The contact card, far down the page, says why inline; here a notice does.
  const show = async () => {
    const failure = await reveal();
    if (failure) toast({ variant: 'destructive', title: t('property.contact.numberFailed'), description: revealFailureText(t, failure) });
  };
  return (
    <button type="button" className={styles.call} onClick={() => void show()} disabled={revealing || unavailable} aria-busy={revealing || undefined}>
      <PhoneIcon />
      <span>{t('property.contact.showNumber')}</span>
    </button>
  );
}

/**
 * On a phone the contact card is far down the page: Message (and, when the owner takes calls, Show
 * number, then Call) stay at the bottom of the screen while the visitor reads. Not for the owner
 * reading their own listing; hidden on a desktop, where the contact card stays beside the photos.
 */
export function ContactBar({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { user } = useSession();
  if (user?.id === property.userId) return null;
  const calls = takesCalls(property);
  return (
    <div className={calls ? styles.bar : styles.singleBar} role="group" aria-label={t('property.contact.title')} data-testid="contact-bar" data-contact-bar="">
      {calls ? <BarPhone property={property} /> : null}
      <button type="button" className={styles.message} onClick={focusMessageBox}>
        <MessageIcon />
        <span>{t('property.contact.messageButton')}</span>
      </button>
    </div>
  );
}
