import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /advisors/:id — heading and hero; the rest of the page arrives with this area's own issue. */
export function AdvisorPage() {
  const { t } = useTranslation('community');
  const title = t('advisor.title');
  return <PageHero title={title} subtitle={t('advisor.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('advisors.title'), to: '/advisors' }, { label: title }]} />;
}
