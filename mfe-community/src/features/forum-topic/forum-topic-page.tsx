import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { FORUM_CATEGORIES, labelOf, TAG_COLOURS, type ForumTopicDetail } from 'shared-contracts';
import { PageHero, useLanguage } from 'shared-contracts/react';
import { DetailStates } from '../../components/page-states';
import { Tag } from '../../components/tag';
import * as styles from '../../components/community.module.css';
import { topicKey } from './forum-api';
import { ForumPost } from './forum-post';
import { ReplyBox, TopicModeration, WatchButton } from './topic-controls';
import { TopicReplies } from './topic-replies';

/**
 * /forum/:id: the topic, its replies two levels deep, and what the reader may do with them. The
 * portal draws it for a visitor without a session; what depends on who reads is in small
 * components (topic-controls.tsx, topic-replies.tsx, post-controls.tsx), which read the session themselves (docs/architecture.md §2).
 */
export function ForumTopicPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const topic = useSWR<ForumTopicDetail, unknown>(topicKey(id));

  if (!topic.data)
    return <DetailStates error={topic.error} onRetry={() => void topic.mutate()} missing={t('topic.notFound')} back={{ to: '/forum', label: t('topic.backToForum') }} />;
  const current = topic.data;
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('forum.title'), to: '/forum' }, { label: current.title }];

  return (
    <>
      <PageHero title={current.title} crumbs={crumbs} />
      <div className={styles.page} style={{ maxInlineSize: 920, display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div className={styles.marks}>
          <Tag colour={TAG_COLOURS.green}>{labelOf(FORUM_CATEGORIES, current.category, language)}</Tag>
          {current.isPinned ? <Tag colour={TAG_COLOURS.gold}>{t('forum.pinned')}</Tag> : null}
          {current.isLocked ? <Tag>{t('forum.locked')}</Tag> : null}
          {current.isDemo ? <Tag>{t('demo.badge')}</Tag> : null}
          {current.tags.map((tag) => (
            <Tag key={tag}>{`#${tag}`}</Tag>
          ))}
          <span className={styles.muted}>{t('topic.views', { count: current.viewCount })}</span>
        </div>
        {current.status === 'pending' ? <p className={styles.note}>{t('topic.pendingNote')}</p> : null}
        <ForumPost item="topics" post={current} onDeleted={() => void navigate('/forum')} actions={<WatchButton topic={current} />} />
        <TopicModeration topic={current} />
        <TopicReplies topic={current} />
        <ReplyBox topic={current} />
      </div>
    </>
  );
}
