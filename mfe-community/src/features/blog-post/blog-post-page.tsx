import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { BLOG_CATEGORIES, formatDay, labelOf, localText, localTitle, TAG_COLOURS, type BlogPost } from 'shared-contracts';
import { CoverImage, PageHero, useLanguage } from 'shared-contracts/react';
import { antdIsland } from '../../antd-island';
import { DetailStates } from '../../components/page-states';
import { Tag } from '../../components/tag';
import { WhenNear } from '../../components/when-near';
import * as styles from '../../components/community.module.css';
import { postKey } from '../blog/blog-api';
import { PostCard } from '../blog/post-card';
import { PostNeighbours } from './post-neighbours';
import { ShareButtons } from './share-buttons';
import * as own from './blog-post-page.module.css';

// Below the article, loaded when the reader gets there: its form and list are antd's.
const PostComments = antdIsland(() => import('./post-comments').then((module) => module.PostComments));

/** /blog/:slug: the article in the page's language (the Arabic when it has no English), then comments. */
export function BlogPostPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: post, error, mutate } = useSWR<BlogPost, unknown>(postKey(slug));

  // An old address (the title changed since) answers with the post: the address bar follows it.
  useEffect(() => {
    if (post && post.slug !== slug) void navigate(`/blog/${post.slug}`, { replace: true });
  }, [post, slug, navigate]);

  if (!post) return <DetailStates error={error} onRetry={() => void mutate()} missing={t('blogPost.notFound')} back={{ to: '/blog', label: t('blogPost.backToBlog') }} />;

  const english = language === 'en' && post.contentEnHtml;
  const title = localTitle(post, language);
  const tags = english && post.tagsEn.length > 0 ? post.tagsEn : post.tags;
  return (
    <>
      <PageHero
        title={title}
        subtitle={localText(post.excerpt, post.excerptEn, language) || undefined}
        crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('blog.title'), to: '/blog' }, { label: title }]}
      />
      <article className={`${styles.page} ${own.article}`}>
        {post.status !== 'published' ? <p className={styles.note}>{t(`blogPost.status.${post.status}`)}</p> : null}
        {post.isDemo ? <p className={styles.note}>{t('demo.note')}</p> : null}
        <CoverImage images={post.coverImage ? [post.coverImage] : []} alt={title} className={own.cover} eager />
        <div className={styles.meta}>
          <Tag colour={TAG_COLOURS.green}>{labelOf(BLOG_CATEGORIES, post.category, language)}</Tag>
          <span>{t('blogPost.by', { name: `${post.author.firstName} ${post.author.lastName}`.trim() })}</span>
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, language)}</time> : null}
          <span>{t('blog.readingMinutes', { count: post.readingMinutes })}</span>
          <span>{t('blogPost.views', { count: post.viewCount })}</span>
        </div>
        {/* The server renders the editor's document and sanitises it with an allow-list. */}
        <div
          className={styles.prose}
          dir={english ? 'ltr' : 'rtl'}
          lang={english ? 'en' : 'ar'}
          data-testid="post-body"
          dangerouslySetInnerHTML={{ __html: english ? post.contentEnHtml! : post.contentHtml }}
        />
        {tags.length > 0 ? (
          <p aria-label={t('blogPost.tags')}>
            {tags.map((tag) => (
              <Tag key={tag}>{`#${tag}`}</Tag>
            ))}
          </p>
        ) : null}
        <ShareButtons title={title} path={`/blog/${post.slug}`} />
        <PostNeighbours previous={post.previous} next={post.next} />
        {post.related.length > 0 ? (
          <section aria-labelledby="related-posts">
            <h2 id="related-posts" className={styles.sectionTitle}>
              {t('blogPost.related')}
            </h2>
            <div className={styles.grid}>
              {post.related.map((related) => (
                <PostCard key={related.id} post={related} />
              ))}
            </div>
          </section>
        ) : null}
        <WhenNear testId="post-comments">
          <Suspense fallback={null}>
            <PostComments postId={post.id} />
          </Suspense>
        </WhenNear>
        <p>
          <Link to="/blog">{t('blogPost.backToBlog')}</Link>
        </p>
      </article>
    </>
  );
}
