import { Alert, Button, DatePicker, Form, Input, Radio, Select, Space, Switch, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { BLOG_CATEGORIES, can, canWriteBlog, type BlogPost } from 'shared-contracts';
import { PageHero, toast, useFormErrors, useLanguage, useSession } from 'shared-contracts/react';
import { DetailStates } from '../../components/page-states';
import { PhotoField } from '../../components/photo-field';
import { SignInLink } from '../../components/sign-in-link';
import * as styles from '../../components/community.module.css';
import { formOf, payloadOf, type PostForm } from './post-form';
import { RichTextEditor } from './rich-text-editor';
import { savePost } from './blog-writes';

/** /blog/write/new and /blog/write/:id: both language versions of one post, then draft, publish or schedule. */
export function BlogEditorPage() {
  const { id } = useParams();
  const { t } = useTranslation('community');
  const { user, isLoading } = useSession();
  const existing = useSWR<BlogPost, unknown>(id ? `/api/blogs/id/${id}` : null);
  const title = id ? t('editor.editTitle') : t('editor.newTitle');

  if (isLoading) return <PageHero title={title} />;
  if (!canWriteBlog(user)) {
    return (
      <>
        <PageHero title={title} />
        <div className={styles.page}>
          <Alert type="warning" showIcon title={user ? t('editor.notAuthor') : t('editor.signInFirst')} action={user ? null : <SignInLink label={t('list.signIn')} />} />
        </div>
      </>
    );
  }
  if (id && !existing.data)
    return <DetailStates error={existing.error} onRetry={() => void existing.mutate()} missing={t('blogPost.notFound')} back={{ to: '/blog/write', label: t('editor.myPosts') }} />;
  return <PostEditor key={id ?? 'new'} title={title} post={existing.data ?? null} isAdmin={can(user?.role, 'blogs.manage')} />;
}

function PostEditor({ title, post, isAdmin }: { title: string; post: BlogPost | null; isAdmin: boolean }) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<PostForm>();
  const [saving, setSaving] = useState(false);
  const showErrors = useFormErrors();
  const status = Form.useWatch('status', form);

  const save = async (values: PostForm) => {
    setSaving(true);
    try {
      const saved = await savePost(post?.id ?? null, payloadOf(values));
      toast({ title: post ? t('editor.updated') : t('editor.created') });
      void navigate(saved.status === 'published' ? `/blog/${saved.slug}` : '/blog/write');
    } catch (error) {
      showErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('blog.title'), to: '/blog' }, { label: t('editor.myPosts'), to: '/blog/write' }, { label: title }];
  return (
    <>
      <PageHero title={title} crumbs={crumbs} />
      <div className={styles.page} style={{ maxInlineSize: 900 }}>
        <Form form={form} layout="vertical" initialValues={formOf(post)} onFinish={(values) => void save(values)} scrollToFirstError requiredMark="optional">
          <Tabs
            items={[
              {
                key: 'ar',
                label: t('editor.arabicVersion'),
                forceRender: true,
                children: (
                  <>
                    <Form.Item name="title" label={t('editor.fields.title')} rules={[{ required: true, whitespace: true, message: t('editor.required') }, { max: 200 }]}>
                      <Input dir="rtl" lang="ar" maxLength={200} />
                    </Form.Item>
                    <Form.Item name="excerpt" label={t('editor.fields.excerpt')} rules={[{ max: 300 }]}>
                      <Input.TextArea dir="rtl" lang="ar" rows={2} maxLength={300} showCount />
                    </Form.Item>
                    <Form.Item
                      name="content"
                      label={t('editor.fields.content')}
                      rules={[{ required: true, message: t('editor.required') }]}
                      valuePropName="value"
                      trigger="onChange"
                    >
                      <RichTextEditor dir="rtl" lang="ar" label={t('editor.fields.content')} />
                    </Form.Item>
                    <Form.Item name="tags" label={t('editor.fields.tags')}>
                      <Select mode="tags" tokenSeparators={[',', '،']} maxCount={8} open={false} suffixIcon={null} aria-label={t('editor.fields.tags')} />
                    </Form.Item>
                  </>
                ),
              },
              {
                key: 'en',
                label: t('editor.englishVersion'),
                forceRender: true,
                children: (
                  <>
                    <p className={styles.muted}>{t('editor.englishOptional')}</p>
                    <Form.Item name="titleEn" label={t('editor.fields.titleEn')} rules={[{ max: 200 }]}>
                      <Input dir="ltr" lang="en" maxLength={200} />
                    </Form.Item>
                    <Form.Item name="excerptEn" label={t('editor.fields.excerptEn')} rules={[{ max: 300 }]}>
                      <Input.TextArea dir="ltr" lang="en" rows={2} maxLength={300} showCount />
                    </Form.Item>
                    <Form.Item name="contentEn" label={t('editor.fields.contentEn')} valuePropName="value" trigger="onChange">
                      <RichTextEditor dir="ltr" lang="en" label={t('editor.fields.contentEn')} />
                    </Form.Item>
                    <Form.Item name="tagsEn" label={t('editor.fields.tagsEn')}>
                      <Select mode="tags" tokenSeparators={[',']} maxCount={8} open={false} suffixIcon={null} aria-label={t('editor.fields.tagsEn')} />
                    </Form.Item>
                  </>
                ),
              },
            ]}
          />
          <Form.Item name="category" label={t('editor.fields.category')} rules={[{ required: true, message: t('editor.required') }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('editor.fields.category')}
              options={BLOG_CATEGORIES.map((c) => ({ value: c.value, label: c[language] }))}
            />
          </Form.Item>
          <Form.Item name="coverImage" label={t('editor.fields.cover')}>
            <PhotoField labels={{ alt: t('editor.fields.cover'), add: t('editor.cover.add'), replace: t('editor.cover.replace') }} />
          </Form.Item>
          {isAdmin ? (
            <Form.Item name="isFeatured" label={t('editor.fields.featured')} valuePropName="checked">
              <Switch />
            </Form.Item>
          ) : null}
          <Form.Item name="status" label={t('editor.fields.status')}>
            <Radio.Group
              options={[
                { value: 'draft', label: t('editor.status.draft') },
                { value: 'published', label: t('editor.status.published') },
                { value: 'scheduled', label: t('editor.status.scheduled') },
              ]}
            />
          </Form.Item>
          {status === 'scheduled' ? (
            <Form.Item name="publishAt" label={t('editor.fields.publishAt')} rules={[{ required: true, message: t('editor.required') }]}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                disabledDate={(day: Dayjs) => day.isBefore(dayjs(), 'day')}
                aria-label={t('editor.fields.publishAt')}
              />
            </Form.Item>
          ) : null}
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={saving}>
              {saving ? t('editor.saving') : t(`editor.submit.${status ?? 'draft'}`)}
            </Button>
            <Link to="/blog/write">{t('editor.cancel')}</Link>
          </Space>
        </Form>
      </div>
    </>
  );
}
