import { useTranslation } from 'react-i18next';
import { PageHero, useSession } from 'shared-contracts/react';

/** /dashboard — the welcome header; the dashboard's tabs arrive with the account area's issue. */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const title = user ? t('dashboard.welcome', { name: user.firstName }) : t('dashboard.title');
  return <PageHero title={title} documentTitle={t('dashboard.title')} subtitle={t('dashboard.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('dashboard.title') }]} />;
}
