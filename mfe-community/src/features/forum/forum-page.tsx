import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /forum — heading and hero; the rest of the page arrives with this area's own issue. */
export function ForumPage() {
  const { t } = useTranslation('community');
  const title = t('forum.title');
  return <PageHero title={title} subtitle={t('forum.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
