import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /blog — heading and hero; the rest of the page arrives with this area's own issue. */
export function BlogPage() {
  const { t } = useTranslation('community');
  const title = t('blog.title');
  return <PageHero title={title} subtitle={t('blog.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />;
}
