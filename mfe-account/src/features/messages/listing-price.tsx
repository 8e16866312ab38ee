import { useTranslation } from 'react-i18next';
import { priceLabelParts, type ConversationListing } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';

/** The listing's price as the conversation quoted it: its amount, in dinars too when typed in millions, per month for a rental. */
export function ListingPrice({ listing, className }: { listing: ConversationListing; className?: string }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const price = priceLabelParts(listing.price, listing.priceUnit, listing.priceType, language);
  return (
    <span className={className} data-testid="conversation-price">
      {price.amount}
      {price.dzd ? ` (${price.dzd})` : null}
      {price.perMonth ? ` ${t('listings.perMonth')}` : null}
    </span>
  );
}
