import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /advisors — heading and hero; the rest of the page arrives with this area's own issue. */
export function AdvisorsPage() {
  const { t } = useTranslation('community');
  const title = t('advisors.title');
  return <PageHero title={title} subtitle={t('advisors.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
