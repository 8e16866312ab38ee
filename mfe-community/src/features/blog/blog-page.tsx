import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { BLOG_CATEGORIES, BLOG_POSTS_PER_PAGE, type ApiPage, type BlogSummary } from 'shared-contracts';
import { PageHero, useLanguage } from 'shared-contracts/react';
import { EmptyList } from '../../components/empty-list';
import { ListError } from '../../components/list-error';
import { ListPager } from '../../components/list-pager';
import { ListToolbar } from '../../components/list-toolbar';
import * as styles from '../../components/community.module.css';
import { useListUrl } from '../../lib/use-list-url';
import { fetchPosts } from '../../lib/fetch-pages';
import { BLOG_DEFAULT_SORT, BLOG_FILTERS, BLOG_SORTS, blogPageKeys, FEATURED_COUNT } from './blog-api';
import { PostCard } from './post-card';
import { PostCardPlaceholders } from './post-card-placeholder';
import { WriteArticleLink } from './write-article-link';

/** /blog ("Blog listing"): search, category, sort, featured block, grid, pages; all in the URL. */
export function BlogPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { state, go, hrefOf } = useListUrl(BLOG_FILTERS, BLOG_DEFAULT_SORT, BLOG_SORTS);
  const keys = blogPageKeys(state);
  const { data, error, isLoading, mutate } = useSWR<ApiPage<BlogSummary>, unknown>(keys.list, fetchPosts);
  const { filtered } = keys;
  const showFeatured = keys.featured !== null;
  const featured = useSWR(keys.featured, fetchPosts);
  const clear = () => go({ q: '', filters: {}, sort: state.sort, page: 1 });

  const title = t('blog.title');
  return (
    <>
      <PageHero title={title} subtitle={t('blog.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <div className={styles.page}>
        <WriteArticleLink />
        <ListToolbar
          searchLabel={t('blog.searchLabel')}
          q={state.q}
          onSearch={(q) => go({ ...state, q, page: 1 })}
          selects={[
            {
              name: 'category',
              label: t('blog.category'),
              value: state.filters.category,
              allowClear: true,
              options: BLOG_CATEGORIES.map((c) => ({ value: c.value, label: c[language] })),
            },
            { name: 'sort', label: t('list.sort'), value: state.sort, options: BLOG_SORTS.map((value) => ({ value, label: t(`blog.sorts.${value}`) })) },
          ]}
          onSelect={(name, value) =>
            go(name === 'sort' ? { ...state, sort: value ?? BLOG_DEFAULT_SORT, page: 1 } : { ...state, filters: { ...state.filters, [name]: value }, page: 1 })
          }
        />
        {/* Held open while the featured articles load: the list below must not move when they arrive. */}
        {showFeatured && !featured.error && (!featured.data || featured.data.items.length > 0) ? (
          <section aria-labelledby="featured-posts" aria-busy={!featured.data} style={{ marginBlockEnd: 32 }}>
            <h2 id="featured-posts" className={styles.sectionTitle}>
              {t('blog.featured')}
            </h2>
            <div className={styles.grid}>
              {featured.data ? (
                featured.data.items.map((post, index) => <PostCard key={post.id} post={post} eager={index === 0} />)
              ) : (
                <PostCardPlaceholders count={FEATURED_COUNT} />
              )}
            </div>
          </section>
        ) : null}
        <section aria-labelledby="all-posts">
          <h2 id="all-posts" className={styles.sectionTitle}>
            {filtered ? t('blog.results') : t('blog.latest')}
          </h2>
          {error ? (
            <ListError error={error} onRetry={() => void mutate()} />
          ) : isLoading || !data ? (
            <div aria-busy="true">
              <p className={styles.count}>&nbsp;</p>
              <div className={styles.grid}>
                <PostCardPlaceholders count={BLOG_POSTS_PER_PAGE} />
              </div>
            </div>
          ) : data.items.length === 0 ? (
            <EmptyList title={t('blog.empty')} onClear={filtered ? clear : undefined} />
          ) : (
            <>
              <p className={styles.count}>{t('blog.count', { count: data.total })}</p>
              <div className={styles.grid}>
                {data.items.map((post, index) => (
                  <PostCard key={post.id} post={post} eager={index === 0 && !showFeatured} />
                ))}
              </div>
              <ListPager page={state.page} pageSize={BLOG_POSTS_PER_PAGE} total={data.total} hrefFor={(page) => hrefOf({ ...state, page })} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
