import { useTranslation } from 'react-i18next';
import { localTitle, type PropertyDetail } from 'shared-contracts';
import { reportListingEvent, shareLink, toast, useFavourites, useLanguage } from 'shared-contracts/react';
import { HeartIcon, MessageIcon, PhoneIcon, ShareIcon } from '../../components/icons/icons';
import { listingUrl } from './listing-url';
import { takesCalls } from './side/contact-links';

import * as styles from './property-page.module.css';

/** The contact card's id: Contact brings it into view (below the fold on a phone). */
export const CONTACT_CARD_ID = 'property-contact';

function goToContact(): void {
  const card = document.getElementById(CONTACT_CARD_ID);
  if (!card) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
  // Its first way to reach the owner: Show number (or Call), else the message box.
  card.querySelector<HTMLElement>('a, button, textarea')?.focus({ preventScroll: true });
}

/** Save (a favourite: the account's once signed in, this browser's before), Share, Contact. */
export function PropertyActions({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const favourites = useFavourites();
  const saved = favourites.isSaved(property.id);

  const share = async () => {
    const url = listingUrl(property.id);
    const outcome = await shareLink({ title: localTitle(property, language), url });
    if (outcome === 'shared' || outcome === 'copied') reportListingEvent(property.id, 'share');
    if (outcome === 'copied') toast({ title: t('property.share.copied'), description: t('property.share.copiedText') });
    if (outcome === 'failed') toast({ variant: 'destructive', title: t('property.share.failed'), description: t('property.share.failedText', { url }) });
  };

  return (
    <div className={styles.actions} role="group" aria-label={t('property.actions.label')}>
      <button
        type="button"
        className={saved ? styles.savedButton : styles.secondaryButton}
        aria-pressed={saved}
        aria-label={t(saved ? 'property.actions.unsaveLabel' : 'property.actions.saveLabel')}
        onClick={() => void favourites.toggle(property.id)}
      >
        <HeartIcon filled={saved} className={styles.buttonIcon} />
        <span>{t(saved ? 'property.actions.saved' : 'property.actions.save')}</span>
      </button>
      <button type="button" className={styles.secondaryButton} onClick={() => void share()}>
        <ShareIcon className={styles.buttonIcon} />
        <span>{t('property.actions.share')}</span>
      </button>
      <button type="button" className={styles.primaryButton} onClick={goToContact}>
        {takesCalls(property) ? <PhoneIcon className={styles.buttonIcon} /> : <MessageIcon className={styles.buttonIcon} />}
        <span>{t('property.actions.contact')}</span>
      </button>
    </div>
  );
}
