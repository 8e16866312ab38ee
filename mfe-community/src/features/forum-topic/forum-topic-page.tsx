import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';

/** /forum/:id — heading and hero; the rest of the page arrives with this area's own issue. */
export function ForumTopicPage() {
  const { t } = useTranslation('community');
  const title = t('forumTopic.title');
  return <PageHero title={title} subtitle={t('forumTopic.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('forum.title'), to: '/forum' }, { label: title }]} />;
}
