import { useTranslation } from 'react-i18next';
import { localTitle, type ConversationListing, type Id } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as fields from '../../components/fields.module.css';
import * as styles from './inbox.module.css';

interface ListingFilterProps {
  listings: ConversationListing[];
  value: Id | null;
  onChange: (propertyId: Id | null) => void;
}

/** An owner's conversations about one listing, or all of them (the browser's own list: a phone opens its picker). */
export function ListingFilter({ listings, value, onChange }: ListingFilterProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  // A listing linked to (?propertyId=) that has no conversation yet is still the one shown.
  const unlisted = value !== null && !listings.some((listing) => listing.id === value);
  return (
    <label className={styles.filter}>
      <span>{t('messages.inbox.filter')}</span>
      <select className={fields.control} value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
        <option value="">{t('messages.inbox.allListings')}</option>
        {unlisted ? <option value={value}>{t('messages.inbox.thisListing')}</option> : null}
        {listings.map((listing) => (
          <option key={listing.id} value={listing.id}>
            {localTitle(listing, language)}
          </option>
        ))}
      </select>
    </label>
  );
}
