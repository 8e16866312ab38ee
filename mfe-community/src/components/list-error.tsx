import { useTranslation } from 'react-i18next';
import { apiErrorText } from 'shared-contracts/react';
import * as controls from './controls.module.css';

/** A list that could not be read: why, and Retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('community');
  return (
    <div className={controls.alert} role="alert">
      <span>{apiErrorText(t, error)}</span>
      <button type="button" className={controls.button} onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}
