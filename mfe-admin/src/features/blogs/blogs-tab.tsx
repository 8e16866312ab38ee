import { Button, Popconfirm, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BLOG_CATEGORIES, formatDay, labelOf, localTitle, TAG_COLOURS, type BlogSummary } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';
import { runAdminCall, type AdminCall } from '../../components/run-admin-call';
import { BLOGS_PATH, deletePost, setFeatured, setStatus } from './blogs-api';

const STATUS_COLOURS = { draft: 'default', scheduled: TAG_COLOURS.blue, published: TAG_COLOURS.green } as const;

/** The blog's posts with their real authors: write and edit in the blog editor, feature, publish or unpublish, delete. */
export function BlogsTab() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const run = (call: AdminCall, done: string) => runAdminCall(t, call, done, BLOGS_PATH, '/api/blogs');
  return (
    <>
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <Button type="primary" onClick={() => navigate('/blog/write/new')}>
          {t('blogs.add')}
        </Button>
      </Space>
      <PagedTable<BlogSummary>
        path={BLOGS_PATH}
        testId="blogs-table"
        columns={[
          {
            key: 'title',
            title: t('blogs.title'),
            render: (_, row) => (row.status === 'published' ? <Link to={`/blog/${row.slug}`}>{localTitle(row, language)}</Link> : localTitle(row, language)),
          },
          { key: 'author', title: t('blogs.author'), render: (_, row) => <bdi>{`${row.author.firstName} ${row.author.lastName}`}</bdi> },
          { key: 'category', title: t('blogs.category'), render: (_, row) => labelOf(BLOG_CATEGORIES, row.category, language) },
          { key: 'status', title: t('blogs.status'), render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`blogs.statuses.${row.status}`)}</Tag> },
          { key: 'date', title: t('blogs.date'), render: (_, row) => (row.publishAt ? formatDay(row.publishAt, language) : '—') },
          { key: 'views', title: t('blogs.views'), dataIndex: 'viewCount' },
          {
            key: 'featured',
            title: t('blogs.featured'),
            render: (_, row) => (
              <Switch
                checked={row.isFeatured}
                aria-label={t('blogs.featuredOf', { title: row.title })}
                onChange={(on) => void run(() => setFeatured(row.id, on), on ? 'blogs.featuredOn' : 'blogs.featuredOff')}
              />
            ),
          },
          {
            key: 'actions',
            title: t('blogs.actions'),
            render: (_, row) => (
              <Space wrap>
                {row.status === 'published' ? (
                  <Button size="small" onClick={() => void run(() => setStatus(row.id, 'draft'), 'blogs.unpublished')}>
                    {t('blogs.unpublish')}
                  </Button>
                ) : (
                  <Button size="small" type="primary" onClick={() => void run(() => setStatus(row.id, 'published'), 'blogs.published')}>
                    {t('blogs.publish')}
                  </Button>
                )}
                <Link to={`/blog/write/${row.id}`}>{t('blogs.edit')}</Link>
                <Popconfirm
                  title={t('blogs.deleteConfirm', { title: row.title })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void run(() => deletePost(row.id), 'blogs.deleted')}
                >
                  <Button type="link" danger size="small">
                    {t('blogs.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
