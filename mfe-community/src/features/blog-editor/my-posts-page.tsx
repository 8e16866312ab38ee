import { Alert, Button, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { canWriteBlog, formatDay, localTitle, TAG_COLOURS, type ApiPage, type BlogSummary } from 'shared-contracts';
import { PageHero, apiErrorText, toast, useLanguage, useSession } from 'shared-contracts/react';
import { SignInLink } from '../../components/sign-in-link';
import * as styles from '../../components/community.module.css';
import { fetchPosts } from '../../lib/fetch-pages';
import { deletePost } from './blog-writes';

const PER_PAGE = 20;
const STATUS_COLOURS = { draft: 'default', scheduled: TAG_COLOURS.blue, published: TAG_COLOURS.green } as const;

/** /blog/write: the author's own posts in every state, to edit, open or delete; and New post. */
export function MyPostsPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { user, isLoading } = useSession();
  const [page, setPage] = useState(1);
  const allowed = canWriteBlog(user);
  const { data, error, mutate } = useSWR<ApiPage<BlogSummary>, unknown>(allowed ? [`/api/user/blogs?page=${page}&pageSize=${PER_PAGE}`, 'page'] : null, fetchPosts);
  const title = t('editor.myPosts');
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('blog.title'), to: '/blog' }, { label: title }];

  const remove = async (post: BlogSummary) => {
    try {
      await deletePost(post.id);
      toast({ title: t('editor.deleted') });
      await mutate();
    } catch (failure) {
      toast({ title: apiErrorText(t, failure), variant: 'destructive' });
    }
  };

  return (
    <>
      <PageHero title={title} crumbs={crumbs} />
      <div className={styles.page}>
        {isLoading ? null : !allowed ? (
          <Alert type="warning" showIcon title={user ? t('editor.notAuthor') : t('editor.signInFirst')} action={user ? null : <SignInLink label={t('list.signIn')} />} />
        ) : (
          <>
            <p>
              <Link to="/blog/write/new">
                <Button type="primary">{t('editor.newPost')}</Button>
              </Link>
            </p>
            {error ? <Alert type="error" showIcon title={apiErrorText(t, error)} /> : null}
            <Table
              rowKey="id"
              loading={!data && !error}
              dataSource={data?.items ?? []}
              scroll={{ x: true }}
              locale={{ emptyText: t('editor.noPosts') }}
              pagination={{ current: page, pageSize: PER_PAGE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
              columns={[
                { title: t('editor.columns.title'), key: 'title', render: (_, post) => localTitle(post, language) },
                {
                  title: t('editor.columns.status'),
                  key: 'status',
                  render: (_, post) => (
                    <Tag color={STATUS_COLOURS[post.status]}>
                      {t(`editor.status.${post.status}`)}
                      {post.status === 'scheduled' && post.publishAt ? ` · ${formatDay(post.publishAt, language)}` : ''}
                    </Tag>
                  ),
                },
                { title: t('editor.columns.views'), dataIndex: 'viewCount' },
                {
                  title: t('editor.columns.actions'),
                  key: 'actions',
                  render: (_, post) => (
                    <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
                      <Link to={`/blog/write/${post.id}`}>{t('editor.edit')}</Link>
                      {post.status === 'published' ? <Link to={`/blog/${post.slug}`}>{t('editor.open')}</Link> : null}
                      <Popconfirm title={t('editor.deleteConfirm')} okText={t('list.yes')} cancelText={t('list.no')} onConfirm={() => remove(post)}>
                        <Button type="link" danger size="small">
                          {t('editor.delete')}
                        </Button>
                      </Popconfirm>
                    </span>
                  ),
                },
              ]}
            />
          </>
        )}
      </div>
    </>
  );
}
