import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { localText, localTitle } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { fetchFeaturedArticles, FEATURED_ARTICLES_URL } from './home-api';
import { Section } from './section';
import * as styles from './home-sections.module.css';

/** The three latest featured articles of the blog; the empty message until there are any. */
export function FeaturedArticles() {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const { data } = useSWR(FEATURED_ARTICLES_URL, fetchFeaturedArticles);
  const articles = data ?? [];
  return (
    <Section title={t('home.articles.title')} subtitle={t('home.articles.subtitle')}>
      {articles.length === 0 ? (
        <p className={styles.muted}>{t('home.articles.empty')}</p>
      ) : (
        <div className={styles.threes} data-testid="featured-articles">
          {articles.map((post) => (
            <Link key={post.id} to={`/blog/${post.slug}`} className={styles.quickLink} data-testid="featured-article">
              <strong>{localTitle(post, language)}</strong>
              <span>{localText(post.excerpt, post.excerptEn, language)}</span>
            </Link>
          ))}
        </div>
      )}
    </Section>
  );
}
