import { useTranslation } from 'react-i18next';
import { OfflinePage, isOffline } from 'shared-contracts/react';
import * as styles from './unavailable-panel.module.css';

/** Shown in place of an area that cannot be loaded; the rest of the site stays usable. */
export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  // The area's code was never kept on this phone: the site's offline page, with the way back.
  if (isOffline()) return <OfflinePage onRetry={onRetry} />;
  return (
    <section className={styles.panel} role="alert" data-testid="area-unavailable">
      <h1 className={styles.title}>{t('unavailable.title')}</h1>
      <p className={styles.text}>{t('unavailable.text')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('unavailable.retry')}
      </button>
    </section>
  );
}
