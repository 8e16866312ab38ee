import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiErrorText, useDocumentMeta } from 'shared-contracts/react';
import * as styles from './page-states.module.css';

/**
 * While the listing loads: the spinner keeps most of a screen so the footer does not jump, and
 * the page already has its heading for screen readers (the listing's title replaces it).
 */
export function PropertyLoading() {
  const { t } = useTranslation('marketplace');
  useDocumentMeta(t('property.title'));
  return (
    <>
      <h1 className={styles.visuallyHidden}>{t('property.title')}</h1>
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{t('property.loading')}</span>
      </div>
    </>
  );
}

/** A listing that does not exist, or no longer shows. */
export function PropertyNotFound() {
  const { t } = useTranslation('marketplace');
  useDocumentMeta(t('property.notFound.title'), t('property.notFound.text'));
  return (
    <div className={styles.panel} data-testid="property-not-found">
      <h1 className={styles.title}>{t('property.notFound.title')}</h1>
      <p className={styles.text}>{t('property.notFound.text')}</p>
      <Link to="/" className={styles.button}>
        {t('property.notFound.home')}
      </Link>
    </div>
  );
}

/** Any other failure (the server or the network): what went wrong, and a Retry that fetches again. */
export function PropertyLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('marketplace');
  useDocumentMeta(t('property.error.title'));
  return (
    <div className={styles.panel} role="alert" data-testid="property-error">
      <h1 className={styles.title}>{t('property.error.title')}</h1>
      <p className={styles.text}>{apiErrorText(t, error)}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('property.error.retry')}
      </button>
    </div>
  );
}
