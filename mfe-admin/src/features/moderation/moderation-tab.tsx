import { Badge } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { can } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { ConversationReports } from './conversation-reports';
import { ForumPosts, ForumReports } from './forum-queues';
import { fetchCounts, MODERATION_URL, QUEUES, type QueueName } from './moderation-api';
import { AdvisorApplications, PaymentRequests, PendingComments } from './other-queues';
import { ListingReports } from './listing-reports';
import { PendingListings } from './pending-listings';
import * as styles from './moderation-tab.module.css';

const SECTIONS: Record<QueueName, ComponentType> = {
  listings: PendingListings,
  listingReports: ListingReports,
  conversationReports: ConversationReports,
  forumReports: ForumReports,
  forumPosts: ForumPosts,
  comments: PendingComments,
  advisors: AdvisorApplications,
  payments: PaymentRequests,
};

/** One place for everything waiting on a decision; each role sees the queues it can decide. */
export function ModerationTab() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const { data: counts } = useSWR(MODERATION_URL, fetchCounts);
  return (
    <div className={styles.queues}>
      {QUEUES.filter((queue) => can(user?.role, queue.permission)).map(({ name }) => {
        const Section = SECTIONS[name];
        return (
          <section key={name} aria-labelledby={`queue-${name}`} className={styles.queue}>
            <h2 id={`queue-${name}`} className={styles.heading}>
              {t(`moderation.queues.${name}`)} <Badge count={counts?.[name] ?? 0} showZero color={counts?.[name] ? '#dc2626' : '#9ca3af'} />
            </h2>
            <Section />
          </section>
        );
      })}
    </div>
  );
}
