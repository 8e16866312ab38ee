import { Alert, Button, Pagination, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { can, FORUM_CATEGORIES, FORUM_REPLIES_PER_PAGE, labelOf, TAG_COLOURS, type ForumCategory, type ForumTopicDetail } from 'shared-contracts';
import { PageHero, apiErrorText, useLanguage, useSession } from 'shared-contracts/react';
import { DetailStates } from '../../components/page-states';
import { SignInLink } from '../../components/sign-in-link';
import * as styles from '../../components/community.module.css';
import { fetchReplies } from '../../lib/fetch-pages';
import { useAction } from '../../lib/use-action';
import { moderate, move, repliesKey, topicKey, watch } from './forum-api';
import { ForumPost } from './forum-post';
import { ReplyForm } from './reply-form';
import { ReplyThread } from './reply-thread';

/** /forum/:id: the topic, its replies two levels deep, and what the reader may do with them. */
export function ForumTopicPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const run = useAction();
  const topic = useSWR<ForumTopicDetail, unknown>(topicKey(id));
  const replies = useSWR(topic.data ? repliesKey(id, page, user?.id ?? null) : null, fetchReplies);

  if (!topic.data)
    return <DetailStates error={topic.error} onRetry={() => void topic.mutate()} missing={t('topic.notFound')} back={{ to: '/forum', label: t('topic.backToForum') }} />;
  const current = topic.data;
  const isModerator = can(user?.role, 'moderation.manage');
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('forum.title'), to: '/forum' }, { label: current.title }];

  return (
    <>
      <PageHero title={current.title} crumbs={crumbs} />
      <div className={styles.page} style={{ maxInlineSize: 920, display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div className={styles.marks}>
          <Tag color={TAG_COLOURS.green}>{labelOf(FORUM_CATEGORIES, current.category, language)}</Tag>
          {current.isPinned ? <Tag color={TAG_COLOURS.gold}>{t('forum.pinned')}</Tag> : null}
          {current.isLocked ? <Tag>{t('forum.locked')}</Tag> : null}
          {current.isDemo ? <Tag>{t('demo.badge')}</Tag> : null}
          {current.tags.map((tag) => (
            <Tag key={tag}>{`#${tag}`}</Tag>
          ))}
          <span className={styles.muted}>{t('topic.views', { count: current.viewCount })}</span>
        </div>
        {current.status === 'pending' ? <Alert type="info" showIcon title={t('topic.pendingNote')} /> : null}
        <ForumPost
          item="topics"
          post={current}
          onDeleted={() => void navigate('/forum')}
          actions={
            user ? (
              <Button
                type="link"
                size="small"
                aria-pressed={current.isWatching}
                onClick={() => void run(() => watch(current.id, !current.isWatching), current.isWatching ? t('topic.unwatched') : t('topic.watched'))}
              >
                {current.isWatching ? t('topic.unwatch') : t('topic.watch')}
              </Button>
            ) : null
          }
        />
        {isModerator ? (
          <Space wrap aria-label={t('topic.moderation')}>
            <Button size="small" onClick={() => void run(() => moderate(current.id, 'pin', !current.isPinned), t('topic.moderated'))}>
              {current.isPinned ? t('topic.unpin') : t('topic.pin')}
            </Button>
            <Button size="small" onClick={() => void run(() => moderate(current.id, 'lock', !current.isLocked), t('topic.moderated'))}>
              {current.isLocked ? t('topic.unlock') : t('topic.lock')}
            </Button>
            <Button size="small" danger onClick={() => void run(() => moderate(current.id, 'hidden', current.status !== 'hidden'), t('topic.moderated'))}>
              {current.status === 'hidden' ? t('topic.unhide') : t('topic.hide')}
            </Button>
            <Select
              size="small"
              aria-label={t('topic.move')}
              value={current.category}
              popupMatchSelectWidth={false}
              options={FORUM_CATEGORIES.map((c) => ({ value: c.value, label: c[language] }))}
              onChange={(category: ForumCategory) => void run(() => move(current.id, category), t('topic.moderated'))}
            />
          </Space>
        ) : null}
        <section aria-labelledby="replies-title" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <h2 id="replies-title" className={styles.sectionTitle}>
            {t('topic.replies', { count: current.replyCount })}
          </h2>
          {replies.error ? <Alert type="error" showIcon title={apiErrorText(t, replies.error)} /> : null}
          <ol className={styles.thread}>
            {(replies.data?.items ?? []).map((reply) => (
              <ReplyThread key={reply.id} topic={current} reply={reply} />
            ))}
          </ol>
          <Pagination
            align="center"
            hideOnSinglePage
            current={page}
            pageSize={FORUM_REPLIES_PER_PAGE}
            total={replies.data?.total ?? 0}
            onChange={setPage}
            showSizeChanger={false}
          />
        </section>
        {current.isLocked ? (
          <Alert type="warning" showIcon title={t('topic.lockedNote')} />
        ) : user ? (
          <div className={styles.panel}>
            <ReplyForm topicId={current.id} parentId={null} />
          </div>
        ) : (
          <p>
            <SignInLink label={t('topic.signInToReply')} />
          </p>
        )}
      </div>
    </>
  );
}
