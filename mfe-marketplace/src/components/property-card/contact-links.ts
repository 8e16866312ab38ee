import type { TFunction } from 'i18next';
import { localTitle, telHref, whatsappHref, type PropertyDetail } from 'shared-contracts';
import { siteOrigin, useLanguage } from 'shared-contracts/react';

/** The listing's own address on this site, for messages and sharing. */
export const listingUrl = (id: PropertyDetail['id']): string => `${siteOrigin()}/property/${id}`;

/** Call and WhatsApp links to the owner, the message holding the title and the link. */
export function useContactLinks(t: TFunction, property: Pick<PropertyDetail, 'id' | 'title' | 'titleEn' | 'owner'>) {
  const { language } = useLanguage();
  const phone = property.owner.phone;
  if (!phone) return null;
  const title = localTitle(property, language);
  return {
    call: telHref(phone),
    whatsapp: whatsappHref(phone, t('contact.whatsappMessage', { title, url: listingUrl(property.id) })),
  };
}
