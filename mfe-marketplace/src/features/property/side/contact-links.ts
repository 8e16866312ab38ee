import { useTranslation } from 'react-i18next';
import { localTitle, telHref, whatsappHref, type PropertyDetail } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { listingUrl } from '../listing-url';

/** The owner takes calls on this listing: "Show number" is offered beside messages. */
export const takesCalls = (property: Pick<PropertyDetail, 'contactMode' | 'owner'>): boolean => property.contactMode === 'phone_and_messages' && property.owner.hasPhone;

/** Call and WhatsApp links to a revealed number, the WhatsApp message holding the title and the link; null before the reveal. */
export function useContactLinks(property: Pick<PropertyDetail, 'id' | 'title' | 'titleEn'>, phone: string | null) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  if (!phone) return null;
  const title = localTitle(property, language);
  return {
    call: telHref(phone),
    whatsapp: whatsappHref(phone, t('contact.whatsappMessage', { title, url: listingUrl(property.id) })),
  };
}
