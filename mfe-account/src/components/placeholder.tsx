import { useTranslation } from 'react-i18next';
import * as controls from './controls.module.css';

/** Grey lines where a list or a tab will be, while it loads. */
export function Placeholder({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('account');
  return (
    <div className={controls.placeholder} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} />
      ))}
    </div>
  );
}
