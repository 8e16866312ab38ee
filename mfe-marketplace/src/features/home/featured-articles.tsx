import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { localTitle, type Blog } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { Section } from './section';
import * as styles from './home-sections.module.css';

/** SPEC §2: up to three featured articles from the blog; the empty message until there are any. */
export function FeaturedArticles() {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  // The blog's API arrives with the community issue; until then this answers 404: no articles.
  const { data } = useSWR<Blog[]>('/api/blogs');
  const articles = (data ?? []).filter((blog) => blog.isFeatured).slice(0, 3);
  return (
    <Section title={t('home.articles.title')} subtitle={t('home.articles.subtitle')}>
      {articles.length === 0 ? (
        <p className={styles.muted}>{t('home.articles.empty')}</p>
      ) : (
        <div className={styles.cards}>
          {articles.map((blog) => (
            <Link key={blog.id} to={`/blog/${blog.slug}`} className={styles.quickLink}>
              <strong>{localTitle(blog, language)}</strong>
              <span>{(language === 'en' && blog.excerptEn) || blog.excerpt}</span>
            </Link>
          ))}
        </div>
      )}
    </Section>
  );
}
