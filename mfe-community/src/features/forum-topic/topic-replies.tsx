import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { FORUM_REPLIES_PER_PAGE, type ForumTopicDetail } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { ListError } from '../../components/list-error';
import { ListPager } from '../../components/list-pager';
import * as styles from '../../components/community.module.css';
import { fetchReplies } from '../../lib/fetch-pages';
import { pageOf } from '../../lib/use-list-url';
import { repliesKey } from './forum-api';
import { ReplyThread } from './reply-thread';

const REPLIES_TITLE = 'replies-title';

/**
 * The replies, a page at a time, the page in the address (`?page=2`: shared, drawn by the portal,
 * followed by crawlers). A member's copy says which they liked, so the key is theirs.
 */
export function TopicReplies({ topic }: { topic: ForumTopicDetail }) {
  const { t } = useTranslation('community');
  const { user } = useSession();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const replies = useSWR(repliesKey(String(topic.id), page, user?.id ?? null), fetchReplies);
  const error: unknown = replies.error;
  return (
    <section aria-labelledby={REPLIES_TITLE} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h2 id={REPLIES_TITLE} className={styles.sectionTitle}>
        {t('topic.replies', { count: topic.replyCount })}
      </h2>
      {error ? <ListError error={error} onRetry={() => void replies.mutate()} /> : null}
      <ol className={styles.thread}>
        {(replies.data?.items ?? []).map((reply) => (
          <ReplyThread key={reply.id} topic={topic} reply={reply} />
        ))}
      </ol>
      <ListPager
        page={page}
        pageSize={FORUM_REPLIES_PER_PAGE}
        total={replies.data?.total ?? 0}
        hrefFor={(n) => `/forum/${topic.id}${n > 1 ? `?page=${n}` : ''}#${REPLIES_TITLE}`}
        anchor={REPLIES_TITLE}
      />
    </section>
  );
}
