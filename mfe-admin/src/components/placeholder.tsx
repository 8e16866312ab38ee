import { useTranslation } from 'react-i18next';
import * as styles from './placeholder.module.css';

/** Grey lines where a tab or a panel will be, while it loads. */
export function Placeholder({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.placeholder} role="status" aria-label={t('admin.loading')}>
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} />
      ))}
    </div>
  );
}
