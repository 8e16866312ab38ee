import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /dashboard — heading and hero; the rest of the page arrives with this area's own issue. */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const title = t('dashboard.title');
  return <PageHero title={title} subtitle={t('dashboard.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
