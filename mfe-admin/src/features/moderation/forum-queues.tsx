import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAgo, type ForumPendingPost, type ForumReport } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';
import { ReasonDialog } from '../../components/reason-dialog';
import { decisionColumn } from './decision-column';
import { decidePost, queuePath, resolveReport } from './moderation-api';
import { reportColumns } from './report-columns';
import { useDecide } from './use-decide';

/** Reported forum messages: the reason and the text, then hide the message or dismiss the report. */
export function ForumReports() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const decide = useDecide('forumReports');
  return (
    <PagedTable<ForumReport>
      path={queuePath('forumReports')}
      testId="queue-forum-reports"
      columns={reportColumns<ForumReport>(t, language, {
        reasons: 'moderation.reportReasons',
        subject: { title: t('moderation.text'), render: (row) => <Link to={`/forum/${row.topicId}`}>{row.excerpt}</Link> },
        act: { label: t('moderation.hide'), run: (row) => void decide(() => resolveReport(row.id, 'hidden'), 'moderation.messageHidden') },
        dismiss: (row) => void decide(() => resolveReport(row.id, 'dismissed'), 'moderation.reportDismissed'),
        settled: 'moderation.resolved',
      })}
    />
  );
}

/** New members' first messages, waiting to be published. */
export function ForumPosts() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const decide = useDecide('forumPosts');
  const [refusing, setRefusing] = useState<ForumPendingPost | null>(null);
  return (
    <>
      <PagedTable<ForumPendingPost>
        path={queuePath('forumPosts')}
        rowKey={(row) => `${row.kind}-${row.id}`}
        testId="queue-forum-posts"
        columns={[
          { key: 'when', title: t('moderation.when'), render: (_, row) => formatAgo(row.createdAt, language) },
          { key: 'author', title: t('moderation.author'), render: (_, row) => <bdi>{row.author.displayName}</bdi> },
          {
            key: 'text',
            title: t('moderation.text'),
            render: (_, row) => (
              <>
                <strong>{row.title}</strong>
                <div>{row.excerpt}</div>
              </>
            ),
          },
          decisionColumn<ForumPendingPost>(t, {
            approve: (row) => void decide(() => decidePost(row.kind, row.id, { approve: true }), 'moderation.postPublished'),
            reject: (row) => setRefusing(row),
            approveLabel: 'moderation.publish',
          }),
        ]}
      />
      {refusing && (
        <ReasonDialog
          title={t('moderation.rejectPost')}
          onSubmit={(reason) => decide(() => decidePost(refusing.kind, refusing.id, { approve: false, reason }), 'moderation.postRefused')}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}
