import { useTranslation } from 'react-i18next';
import * as styles from './area-loading.module.css';

/** While a remote's code arrives; it keeps the page's height so nothing jumps when it lands. */
export function AreaLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="area-loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{t('loading')}</span>
    </div>
  );
}
