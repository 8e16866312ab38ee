import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /suggestions — heading and hero; the rest of the page arrives with this area's own issue. */
export function SuggestionsPage() {
  const { t } = useTranslation('account');
  const title = t('suggestions.title');
  return <PageHero title={title} subtitle={t('suggestions.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
