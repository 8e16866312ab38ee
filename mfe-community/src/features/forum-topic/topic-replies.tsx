import { Alert, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FORUM_REPLIES_PER_PAGE, type ForumTopicDetail } from 'shared-contracts';
import { apiErrorText, useSession } from 'shared-contracts/react';
import * as styles from '../../components/community.module.css';
import { fetchReplies } from '../../lib/fetch-pages';
import { repliesKey } from './forum-api';
import { ReplyThread } from './reply-thread';

/** The replies, a page at a time: a member's copy says which they liked, so the key is theirs. */
export function TopicReplies({ topic }: { topic: ForumTopicDetail }) {
  const { t } = useTranslation('community');
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const replies = useSWR(repliesKey(String(topic.id), page, user?.id ?? null), fetchReplies);
  return (
    <section aria-labelledby="replies-title" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h2 id="replies-title" className={styles.sectionTitle}>
        {t('topic.replies', { count: topic.replyCount })}
      </h2>
      {replies.error ? <Alert type="error" showIcon title={apiErrorText(t, replies.error)} /> : null}
      <ol className={styles.thread}>
        {(replies.data?.items ?? []).map((reply) => (
          <ReplyThread key={reply.id} topic={topic} reply={reply} />
        ))}
      </ol>
      <Pagination align="center" hideOnSinglePage current={page} pageSize={FORUM_REPLIES_PER_PAGE} total={replies.data?.total ?? 0} onChange={setPage} showSizeChanger={false} />
    </section>
  );
}
