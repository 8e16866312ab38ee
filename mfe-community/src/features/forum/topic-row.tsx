import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAgo, FORUM_CATEGORIES, labelOf, TAG_COLOURS, type ForumTopicSummary } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from '../../components/community.module.css';
import { Tag } from '../../components/tag';
import { AuthorBadge } from './author-badge';

/** A topic shows at most three of its tags. */
const TAGS_SHOWN = 3;

/** One topic of the list: its marks (pinned, locked, new), title, author, figures and last activity. Memoised: the list's other reads (the session) leave it as it is. */
export const TopicRow = memo(function TopicRow({ topic }: { topic: ForumTopicSummary }) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  return (
    <li className={styles.topic} data-testid="topic-row">
      <div className={styles.topicMain}>
        <div className={styles.marks}>
          {topic.isPinned ? <Tag colour={TAG_COLOURS.gold}>{t('forum.pinned')}</Tag> : null}
          {topic.isLocked ? <Tag>{t('forum.locked')}</Tag> : null}
          {topic.hasNewReplies ? <Tag colour={TAG_COLOURS.red}>{t('forum.new')}</Tag> : null}
          {topic.status === 'pending' ? <Tag colour={TAG_COLOURS.orange}>{t('forum.pending')}</Tag> : null}
          {topic.isDemo ? <Tag>{t('demo.badge')}</Tag> : null}
          <Tag colour={TAG_COLOURS.green}>{labelOf(FORUM_CATEGORIES, topic.category, language)}</Tag>
        </div>
        <Link to={`/forum/${topic.id}`} className={styles.topicTitle}>
          <bdi>{topic.title}</bdi>
        </Link>
        <p className={styles.muted} dir="auto">
          {topic.excerpt}
        </p>
        <div className={styles.meta}>
          <span>
            <bdi>{topic.author.displayName}</bdi> <AuthorBadge badge={topic.author.badge} />
          </span>
          {/* "3 minutes ago" when the portal drew it may be "4 minutes ago" when the browser hydrates it: the drawn text stays (docs/architecture.md §2). */}
          <span suppressHydrationWarning>{t('forum.lastActivity', { ago: formatAgo(topic.lastActivityAt, language) })}</span>
          {topic.tags.slice(0, TAGS_SHOWN).map((tag) => (
            <span key={tag}>{`#${tag}`}</span>
          ))}
        </div>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('forum.figures.replies')}</dt>
          <dd>{topic.replyCount}</dd>
        </div>
        <div>
          <dt>{t('forum.figures.views')}</dt>
          <dd>{topic.viewCount}</dd>
        </div>
        <div>
          <dt>{t('forum.figures.likes')}</dt>
          <dd>{topic.likeCount}</dd>
        </div>
      </dl>
    </li>
  );
});
