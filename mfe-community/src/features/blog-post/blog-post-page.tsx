import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /blog/:slug — heading and hero; the rest of the page arrives with this area's own issue. */
export function BlogPostPage() {
  const { t } = useTranslation('community');
  const title = t('blogPost.title');
  return <PageHero title={title} subtitle={t('blogPost.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('blog.title'), to: '/blog' }, { label: title }]} />;
}
