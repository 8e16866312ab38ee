import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BLOG_CATEGORIES, formatDay, labelOf, localText, localTitle, TAG_COLOURS, type BlogSummary } from 'shared-contracts';
import { CoverImage, useLanguage } from 'shared-contracts/react';
import * as styles from '../../components/community.module.css';
import { Tag } from '../../components/tag';
import * as own from './post-card.module.css';

/** One article in the blog's grid or featured block; `eager` for the first card on the screen, the page's largest paint. */
export function PostCard({ post, eager = false }: { post: BlogSummary; eager?: boolean }) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const title = localTitle(post, language);
  const excerpt = localText(post.excerpt, post.excerptEn, language);
  return (
    <Link to={`/blog/${post.slug}`} className={styles.card} data-testid="post-card">
      <div className={own.media}>
        <CoverImage images={post.coverImage ? [post.coverImage] : []} alt={title} className={own.image} eager={eager} />
        {post.isDemo ? <span className={own.demo}>{t('demo.badge')}</span> : null}
      </div>
      <div className={styles.cardBody}>
        <div className={own.tags}>
          <Tag colour={TAG_COLOURS.green}>{labelOf(BLOG_CATEGORIES, post.category, language)}</Tag>
          {post.isFeatured ? <Tag colour={TAG_COLOURS.gold}>{t('blog.featuredBadge')}</Tag> : null}
        </div>
        <h3 className={`${styles.cardTitle} ${own.title}`}>{title}</h3>
        <p className={`${styles.muted} ${own.excerpt}`}>{excerpt}</p>
        <div className={`${styles.meta} ${own.meta}`}>
          <span className={own.author}>{`${post.author.firstName} ${post.author.lastName}`.trim()}</span>
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, language)}</time> : null}
          <span>{t('blog.readingMinutes', { count: post.readingMinutes })}</span>
          <span>{t('blog.comments', { count: post.commentCount })}</span>
        </div>
      </div>
    </Link>
  );
}
