import { telHref } from 'shared-contracts';
import { useLanguage, useSiteSettings } from 'shared-contracts/react';

// The site's details as the admins set them (the footer, /contact). The frame and the content pages
// are drawn at build time with the defaults; each detail reads the settings itself, so their answer
// after the hydration redraws these and not the footer or the page (docs/architecture.md §2).

export function SiteName() {
  const { language } = useLanguage();
  return useSiteSettings().siteName[language];
}

export function SiteDescription() {
  const { language } = useLanguage();
  return useSiteSettings().description[language];
}

export function SitePhoneLink() {
  const { contactPhone } = useSiteSettings();
  return (
    <a href={telHref(contactPhone)}>
      <bdi dir="ltr">{contactPhone}</bdi>
    </a>
  );
}

export function SiteEmailLink() {
  const { contactEmail } = useSiteSettings();
  return (
    <a href={`mailto:${contactEmail}`}>
      <bdi dir="ltr">{contactEmail}</bdi>
    </a>
  );
}
