import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /subscription — heading and hero; the rest of the page arrives with this area's own issue. */
export function SubscriptionPage() {
  const { t } = useTranslation('account');
  const title = t('subscription.title');
  return <PageHero title={title} subtitle={t('subscription.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
