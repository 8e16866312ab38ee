import { useTranslation } from 'react-i18next';
import { can, FORUM_CATEGORIES, type ForumCategory, type ForumTopicDetail } from 'shared-contracts';
import { useLanguage, useSession } from 'shared-contracts/react';
import { SignInLink } from '../../components/sign-in-link';
import { SmallButton } from '../../components/small-button';
import * as controls from '../../components/controls.module.css';
import * as styles from '../../components/community.module.css';
import { useAction } from '../../lib/use-action';
import { moderate, move, watch } from './forum-api';
import { ReplyForm } from './member-parts';

// What a topic's reader may do depends on who reads: these read the session themselves, so that its
// answer, right after a drawn topic's hydration, redraws them and not the page (docs/architecture.md §2).

/** Watch, for a member: told of new replies. */
export function WatchButton({ topic }: { topic: ForumTopicDetail }) {
  const { t } = useTranslation('community');
  const { user } = useSession();
  const run = useAction();
  if (!user) return null;
  return (
    <SmallButton pressed={topic.isWatching} onClick={() => void run(() => watch(topic.id, !topic.isWatching), topic.isWatching ? t('topic.unwatched') : t('topic.watched'))}>
      {topic.isWatching ? t('topic.unwatch') : t('topic.watch')}
    </SmallButton>
  );
}

/** Pin, lock, hide and move, for a moderator. */
export function TopicModeration({ topic }: { topic: ForumTopicDetail }) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { user } = useSession();
  const run = useAction();
  if (!can(user?.role, 'moderation.manage')) return null;
  const act = (action: 'pin' | 'lock' | 'hidden', value: boolean) => void run(() => moderate(topic.id, action, value), t('topic.moderated'));
  return (
    <div role="group" className={controls.row} aria-label={t('topic.moderation')}>
      <SmallButton look="default" onClick={() => act('pin', !topic.isPinned)}>
        {topic.isPinned ? t('topic.unpin') : t('topic.pin')}
      </SmallButton>
      <SmallButton look="default" onClick={() => act('lock', !topic.isLocked)}>
        {topic.isLocked ? t('topic.unlock') : t('topic.lock')}
      </SmallButton>
      <SmallButton look="default" danger onClick={() => act('hidden', topic.status !== 'hidden')}>
        {topic.status === 'hidden' ? t('topic.unhide') : t('topic.hide')}
      </SmallButton>
      <select
        className={`${controls.select} ${controls.small}`}
        aria-label={t('topic.move')}
        value={topic.category}
        onChange={(event) => void run(() => move(topic.id, event.target.value as ForumCategory), t('topic.moderated'))}
      >
        {FORUM_CATEGORIES.map((category) => (
          <option key={category.value} value={category.value}>
            {category[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The reply form for a member, a sign-in link for a visitor; neither on a locked topic. */
export function ReplyBox({ topic }: { topic: ForumTopicDetail }) {
  const { t } = useTranslation('community');
  const { user } = useSession();
  if (topic.isLocked) return <p className={styles.note}>{t('topic.lockedNote')}</p>;
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
