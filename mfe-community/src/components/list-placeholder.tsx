import { useTranslation } from 'react-i18next';
import * as controls from './controls.module.css';

/** Grey lines where a list will be, while it loads. */
export function ListPlaceholder({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation('community');
  return (
    <div className={controls.placeholder} role="status" aria-label={t('list.loading')}>
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} />
      ))}
    </div>
  );
}
