import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHero } from 'shared-contracts/react';

/** /property/:id — the listing itself (gallery, tour, details) arrives with the marketplace issue. */
export function PropertyPage() {
  const { t } = useTranslation('marketplace');
  const { id = '' } = useParams();
  const crumbs = [
    { label: t('breadcrumb.home'), to: '/' },
    { label: t('search.title'), to: '/search' },
    { label: t('property.title') },
  ];
  return <PageHero title={t('property.title')} subtitle={t('property.subtitle', { id })} crumbs={crumbs} />;
}
