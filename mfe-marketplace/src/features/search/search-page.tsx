import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /search — the listing with its filters arrives with the marketplace issue. */
export function SearchPage() {
  const { t } = useTranslation('marketplace');
  const title = t('search.title');
  return <PageHero title={title} subtitle={t('search.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
