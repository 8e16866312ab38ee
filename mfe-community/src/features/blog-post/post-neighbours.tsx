import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localTitle, type BlogLink } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from '../../components/community.module.css';
import * as own from './blog-post-page.module.css';

/** The article published just before and just after this one. */
export function PostNeighbours({ previous, next }: { previous: BlogLink | null; next: BlogLink | null }) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  if (!previous && !next) return null;
  return (
    <nav className={own.neighbours} aria-label={t('blogPost.neighbours')}>
      {previous ? (
        <Link to={`/blog/${previous.slug}`} className={own.neighbour} rel="prev">
          <span className={styles.muted}>{t('blogPost.previous')}</span>
          <strong>{localTitle(previous, language)}</strong>
        </Link>
      ) : null}
      {next ? (
        <Link to={`/blog/${next.slug}`} className={`${own.neighbour} ${own.next}`} rel="next">
          <span className={styles.muted}>{t('blogPost.next')}</span>
          <strong>{localTitle(next, language)}</strong>
        </Link>
      ) : null}
    </nav>
  );
}
