import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /support — heading and hero; the rest of the page arrives with this area's own issue. */
export function SupportPage() {
  const { t } = useTranslation('account');
  const title = t('support.title');
  return <PageHero title={title} subtitle={t('support.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
