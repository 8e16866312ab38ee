import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { apiRequest, FORUM_CATEGORIES, type ForumTopicDetail, type ForumTopicPayload } from 'shared-contracts';
import { PageHero, toast, useFormErrors, useLanguage, useSession } from 'shared-contracts/react';
import { SignInLink } from '../../components/sign-in-link';
import * as styles from '../../components/community.module.css';
import { dropForum } from '../forum-topic/forum-api';

/** /forum/new: a topic in Markdown; a new member's first posts wait for a moderator, and the page says so. */
export function NewTopicPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForumTopicPayload>();
  const [sending, setSending] = useState(false);
  const showErrors = useFormErrors();
  const title = t('newTopic.title');
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('forum.title'), to: '/forum' }, { label: title }];

  const send = async (values: ForumTopicPayload) => {
    setSending(true);
    try {
      const topic = await apiRequest<ForumTopicDetail>('/api/forum/topics', { method: 'POST', body: { ...values, tags: values.tags ?? [] } });
      await dropForum();
      toast({ title: topic.status === 'pending' ? t('newTopic.pending') : t('newTopic.published') });
      void navigate(`/forum/${topic.id}`);
    } catch (error) {
      showErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHero title={title} subtitle={t('newTopic.subtitle')} crumbs={crumbs} />
      <div className={styles.page} style={{ maxInlineSize: 820 }}>
        {isLoading ? null : !user ? (
          <Alert type="info" showIcon title={t('newTopic.signInFirst')} action={<SignInLink label={t('list.signIn')} />} />
        ) : (
          <Form form={form} layout="vertical" onFinish={(values) => void send(values)} requiredMark="optional">
            <Form.Item name="title" label={t('newTopic.fields.title')} rules={[{ required: true, whitespace: true, message: t('newTopic.required') }, { min: 5 }, { max: 150 }]}>
              <Input maxLength={150} dir="auto" />
            </Form.Item>
            <Form.Item name="category" label={t('newTopic.fields.category')} rules={[{ required: true, message: t('newTopic.required') }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                aria-label={t('newTopic.fields.category')}
                options={FORUM_CATEGORIES.map((c) => ({ value: c.value, label: c[language] }))}
              />
            </Form.Item>
            <Form.Item
              name="body"
              label={t('newTopic.fields.body')}
              extra={t('topic.markdownHint')}
              rules={[{ required: true, whitespace: true, message: t('newTopic.required') }, { min: 10 }, { max: 10000 }]}
            >
              <Input.TextArea rows={10} maxLength={10000} showCount dir="auto" />
            </Form.Item>
            <Form.Item name="tags" label={t('newTopic.fields.tags')} extra={t('newTopic.tagsHint')}>
              <Select mode="tags" tokenSeparators={[',', '،']} maxCount={5} open={false} suffixIcon={null} aria-label={t('newTopic.fields.tags')} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={sending}>
                {t('newTopic.submit')}
              </Button>
              <Link to="/forum">{t('list.cancel')}</Link>
            </Space>
          </Form>
        )}
      </div>
    </>
  );
}
