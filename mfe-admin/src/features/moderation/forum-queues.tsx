import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAgo, type ForumPendingPost, type ForumReport } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';
import { decisionColumn } from './decision-column';
import { decidePost, queuePath, resolveReport } from './moderation-api';
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
      columns={[
        { key: 'when', title: t('moderation.when'), render: (_, row) => formatAgo(row.createdAt, language) },
        { key: 'reason', title: t('moderation.reason'), render: (_, row) => <>{t(`moderation.reportReasons.${row.reason}`)}{row.details && <div>{row.details}</div>}</> },
        { key: 'text', title: t('moderation.text'), render: (_, row) => <Link to={`/forum/${row.topicId}`}>{row.excerpt}</Link> },
        { key: 'by', title: t('moderation.reporter'), render: (_, row) => <bdi>{row.reporterName}</bdi> },
        {
          key: 'actions',
          title: t('moderation.decision'),
          render: (_, row) =>
            row.status === 'open' ? (
              <Space wrap>
                <Button danger onClick={() => void decide(() => resolveReport(row.id, 'hidden'), 'moderation.messageHidden')}>
                  {t('moderation.hide')}
                </Button>
                <Button onClick={() => void decide(() => resolveReport(row.id, 'dismissed'), 'moderation.reportDismissed')}>{t('moderation.dismiss')}</Button>
              </Space>
            ) : (
              <Tag>{t(`moderation.resolved.${row.status}`)}</Tag>
            ),
        },
      ]}
    />
  );
}

/** New members' first messages, waiting to be published. */
export function ForumPosts() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const decide = useDecide('forumPosts');
  return (
    <PagedTable<ForumPendingPost>
      path={queuePath('forumPosts')}
      rowKey={(row) => `${row.kind}-${row.id}`}
      testId="queue-forum-posts"
      columns={[
        { key: 'when', title: t('moderation.when'), render: (_, row) => formatAgo(row.createdAt, language) },
        { key: 'author', title: t('moderation.author'), render: (_, row) => <bdi>{row.author.displayName}</bdi> },
        { key: 'text', title: t('moderation.text'), render: (_, row) => <><strong>{row.title}</strong><div>{row.excerpt}</div></> },
        decisionColumn<ForumPendingPost>(t, { approve: (row) => void decide(() => decidePost(row.kind, row.id, true), 'moderation.postPublished'), reject: (row) => void decide(() => decidePost(row.kind, row.id, false), 'moderation.postRefused'), approveLabel: 'moderation.publish' }),
      ]}
    />
  );
}
