import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageNumbers } from './page-numbers';
import * as styles from './pagination.module.css';

interface Props {
  page: number;
  pageCount: number;
  /** The link of a page: pages are URLs, so they can be opened in a new tab or shared. */
  hrefFor: (page: number) => string;
}

/** Previous, numbered pages and next, as links; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, hrefFor }: Props) {
  const { t } = useTranslation('marketplace');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefFor(page - 1)} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : null}
      {pageNumbers(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            className={n === page ? styles.current : styles.page}
            to={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: n })}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link className={styles.step} to={hrefFor(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
