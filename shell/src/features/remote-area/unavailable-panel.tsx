import { useTranslation } from 'react-i18next';
import * as styles from './unavailable-panel.module.css';

/** Shown in place of an area that cannot be loaded; the rest of the site stays usable. */
export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <section className={styles.panel} role="alert" data-testid="area-unavailable">
      <h1 className={styles.title}>{t('unavailable.title')}</h1>
      <p className={styles.text}>{t(offline ? 'unavailable.offline' : 'unavailable.text')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('unavailable.retry')}
      </button>
    </section>
  );
}
