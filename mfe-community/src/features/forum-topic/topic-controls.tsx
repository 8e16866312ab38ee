import { Alert, Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { can, FORUM_CATEGORIES, type ForumCategory, type ForumTopicDetail } from 'shared-contracts';
import { useLanguage, useSession } from 'shared-contracts/react';
import { SignInLink } from '../../components/sign-in-link';
import * as styles from '../../components/community.module.css';
import { useAction } from '../../lib/use-action';
import { moderate, move, watch } from './forum-api';
import { ReplyForm } from './reply-form';

// What a topic's reader may do depends on who reads: these read the session themselves, so that its
// answer, right after a drawn topic's hydration, redraws them and not the page (docs/architecture.md §2).

/** Watch, for a member: told of new replies. */
export function WatchButton({ topic }: { topic: ForumTopicDetail }) {
  const { t } = useTranslation('community');
  const { user } = useSession();
  const run = useAction();
  if (!user) return null;
  return (
    <Button
      type="link"
      size="small"
      aria-pressed={topic.isWatching}
      onClick={() => void run(() => watch(topic.id, !topic.isWatching), topic.isWatching ? t('topic.unwatched') : t('topic.watched'))}
    >
      {topic.isWatching ? t('topic.unwatch') : t('topic.watch')}
    </Button>
  );
}

/** Pin, lock, hide and move, for a moderator. */
export function TopicModeration({ topic }: { topic: ForumTopicDetail }) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { user } = useSession();
  const run = useAction();
  if (!can(user?.role, 'moderation.manage')) return null;
  return (
    <Space wrap aria-label={t('topic.moderation')}>
      <Button size="small" onClick={() => void run(() => moderate(topic.id, 'pin', !topic.isPinned), t('topic.moderated'))}>
        {topic.isPinned ? t('topic.unpin') : t('topic.pin')}
      </Button>
      <Button size="small" onClick={() => void run(() => moderate(topic.id, 'lock', !topic.isLocked), t('topic.moderated'))}>
        {topic.isLocked ? t('topic.unlock') : t('topic.lock')}
      </Button>
      <Button size="small" danger onClick={() => void run(() => moderate(topic.id, 'hidden', topic.status !== 'hidden'), t('topic.moderated'))}>
        {topic.status === 'hidden' ? t('topic.unhide') : t('topic.hide')}
      </Button>
      <Select
        size="small"
        aria-label={t('topic.move')}
        value={topic.category}
        popupMatchSelectWidth={false}
        options={FORUM_CATEGORIES.map((c) => ({ value: c.value, label: c[language] }))}
        onChange={(category: ForumCategory) => void run(() => move(topic.id, category), t('topic.moderated'))}
      />
    </Space>
  );
}

/** The reply form for a member, a sign-in link for a visitor; neither on a locked topic. */
export function ReplyBox({ topic }: { topic: ForumTopicDetail }) {
  const { t } = useTranslation('community');
  const { user } = useSession();
  if (topic.isLocked) return <Alert type="warning" showIcon title={t('topic.lockedNote')} />;
  if (!user)
    return (
      <p>
        <SignInLink label={t('topic.signInToReply')} />
      </p>
    );
  return (
    <div className={styles.panel}>
      <ReplyForm topicId={topic.id} parentId={null} />
    </div>
  );
}
