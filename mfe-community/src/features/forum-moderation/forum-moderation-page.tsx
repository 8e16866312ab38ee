import { Alert, Button, List, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatAgo } from 'shared-contracts';
import { PageHero, useLanguage, useSession } from 'shared-contracts/react';
import * as styles from '../../components/community.module.css';
import { useAction } from '../../lib/use-action';
import { decidePending, fetchPending, fetchReports, PENDING_URL, REPORTS_URL, resolveReport } from './moderation-api';

/** /forum/moderation (moderators): new members' posts to approve, and members' reports to settle. */
export function ForumModerationPage() {
  const { t } = useTranslation('community');
  const { user, isLoading } = useSession();
  const moderator = user?.role === 'admin';
  const title = t('moderation.title');
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('forum.title'), to: '/forum' }, { label: title }];
  return (
    <>
      <PageHero title={title} crumbs={crumbs} />
      <div className={styles.page} style={{ maxInlineSize: 960 }}>
        {isLoading ? null : !moderator ? (
          <Alert type="warning" showIcon title={t('moderation.moderatorsOnly')} />
        ) : (
          <Tabs
            items={[
              { key: 'pending', label: t('moderation.pending'), children: <PendingPosts /> },
              { key: 'reports', label: t('moderation.reports'), children: <Reports /> },
            ]}
          />
        )}
      </div>
    </>
  );
}

function PendingPosts() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const run = useAction();
  const { data } = useSWR(PENDING_URL, fetchPending);
  return (
    <List
      loading={!data}
      dataSource={data?.items ?? []}
      locale={{ emptyText: t('moderation.noPending') }}
      renderItem={(post) => (
        <List.Item
          data-testid="pending-post"
          actions={[
            <Button key="approve" type="primary" size="small" onClick={() => void run(() => decidePending(post, true), t('moderation.approved'))}>
              {t('moderation.approve')}
            </Button>,
            <Button key="refuse" danger size="small" onClick={() => void run(() => decidePending(post, false), t('moderation.refused'))}>
              {t('moderation.refuse')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <Space wrap>
                <Tag>{t(`moderation.kinds.${post.kind}`)}</Tag>
                <Link to={`/forum/${post.topicId}`}>
                  <bdi>{post.title}</bdi>
                </Link>
                <span className={styles.muted}>
                  <bdi>{post.author.displayName}</bdi> · {formatAgo(post.createdAt, language)}
                </span>
              </Space>
            }
            description={<span dir="auto">{post.excerpt}</span>}
          />
        </List.Item>
      )}
    />
  );
}

function Reports() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const run = useAction();
  const { data } = useSWR(REPORTS_URL, fetchReports);
  return (
    <List
      loading={!data}
      dataSource={data?.items ?? []}
      locale={{ emptyText: t('moderation.noReports') }}
      renderItem={(report) => (
        <List.Item
          data-testid="report"
          actions={
            report.status === 'open'
              ? [
                  <Button key="hide" danger size="small" onClick={() => void run(() => resolveReport(report.id, 'hidden'), t('moderation.hidden'))}>
                    {t('moderation.hide')}
                  </Button>,
                  <Button key="dismiss" size="small" onClick={() => void run(() => resolveReport(report.id, 'dismissed'), t('moderation.dismissed'))}>
                    {t('moderation.dismiss')}
                  </Button>,
                ]
              : [<Tag key="status">{t(`moderation.status.${report.status}`)}</Tag>]
          }
        >
          <List.Item.Meta
            title={
              <Space wrap>
                <Tag color="red">{t(`report.reasons.${report.reason}`)}</Tag>
                <Link to={`/forum/${report.topicId}`}>{t(`moderation.kinds.${report.kind}`)}</Link>
                <span className={styles.muted}>
                  <bdi>{report.reporterName}</bdi> · {formatAgo(report.createdAt, language)}
                </span>
              </Space>
            }
            description={
              <>
                <span dir="auto">{report.excerpt}</span>
                {report.details ? (
                  <p className={styles.muted} dir="auto">
                    {report.details}
                  </p>
                ) : null}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
