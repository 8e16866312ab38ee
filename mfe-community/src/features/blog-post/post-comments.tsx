import { Button, Form, Input, List, Pagination, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiRequest, BLOG_COMMENTS_PER_PAGE, can, formatAgo, TAG_COLOURS, type BlogComment, type Id } from 'shared-contracts';
import { toast, useFormErrors, useLanguage, useSession } from 'shared-contracts/react';
import { SignInLink } from '../../components/sign-in-link';
import * as styles from '../../components/community.module.css';
import { fetchComments } from '../../lib/fetch-pages';

/** Comments under a post: the approved ones for all, and the reader's own waiting ones for them. */
export function PostComments({ postId }: { postId: Id }) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { user } = useSession();
  const moderates = can(user?.role, 'moderation.manage');
  const [page, setPage] = useState(1);
  const url = `/api/blogs/${postId}/comments?page=${page}&pageSize=${BLOG_COMMENTS_PER_PAGE}`;
  const { data, mutate } = useSWR([url, 'page'] as const, fetchComments);
  const [form] = Form.useForm<{ body: string }>();
  const [sending, setSending] = useState(false);
  const showErrors = useFormErrors();

  const send = async ({ body }: { body: string }) => {
    setSending(true);
    try {
      const comment: BlogComment = await apiRequest(`/api/blogs/${postId}/comments`, { method: 'POST', body: { body } });
      form.resetFields();
      toast({ title: comment.status === 'pending' ? t('comments.pending') : t('comments.sent') });
      await mutate();
    } catch (error) {
      showErrors(form, error);
    } finally {
      setSending(false);
    }
  };
  const remove = async (id: Id) => {
    await apiRequest(`/api/blogs/comments/${id}`, { method: 'DELETE' });
    await mutate();
  };
  // An admin sees the waiting comments here and publishes them where they will appear.
  const approve = async (id: Id) => {
    await apiRequest(`/api/admin/blog-comments/${id}/approve`, { method: 'PUT' });
    await mutate();
  };

  return (
    <section aria-labelledby="comments-title" className={styles.panel}>
      <h2 id="comments-title" className={styles.sectionTitle}>
        {t('comments.title', { count: data?.total ?? 0 })}
      </h2>
      {user ? (
        <Form form={form} layout="vertical" onFinish={(values) => void send(values)} requiredMark={false}>
          <Form.Item name="body" label={t('comments.label')} rules={[{ required: true, whitespace: true, message: t('comments.required') }, { max: 2000 }]}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('comments.send')}
          </Button>
        </Form>
      ) : (
        <p>
          <SignInLink label={t('comments.signIn')} />
        </p>
      )}
      <List
        dataSource={data?.items ?? []}
        locale={{ emptyText: t('comments.empty') }}
        renderItem={(comment) => (
          <List.Item
            data-testid="comment"
            actions={[
              ...(moderates && comment.status === 'pending'
                ? [
                    <Button key="approve" type="link" onClick={() => void approve(comment.id)}>
                      {t('comments.approve')}
                    </Button>,
                  ]
                : []),
              ...(user && (user.id === comment.author.id || moderates)
                ? [
                    <Popconfirm key="delete" title={t('comments.deleteConfirm')} okText={t('list.yes')} cancelText={t('list.no')} onConfirm={() => remove(comment.id)}>
                      <Button type="link" danger>
                        {t('comments.delete')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  <bdi>{`${comment.author.firstName} ${comment.author.lastName}`.trim()}</bdi> <span className={styles.muted}>{formatAgo(comment.createdAt, language)}</span>{' '}
                  {comment.status === 'pending' ? <Tag color={TAG_COLOURS.orange}>{t('comments.awaiting')}</Tag> : null}
                </span>
              }
              description={
                <span style={{ whiteSpace: 'pre-wrap', color: 'inherit' }} dir="auto">
                  {comment.body}
                </span>
              }
            />
          </List.Item>
        )}
      />
      <Pagination simple hideOnSinglePage current={page} pageSize={BLOG_COMMENTS_PER_PAGE} total={data?.total ?? 0} onChange={setPage} />
    </section>
  );
}
