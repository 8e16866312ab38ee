import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as controls from './controls.module.css';

interface Props {
  title: string;
  /** Shown when filters are set: they are the likely reason the list is empty. */
  onClear?: () => void;
  extra?: ReactNode;
}

/** The empty states ('No Articles Found', …), with Clear Filters when filters are set. */
export function EmptyList({ title, onClear, extra }: Props) {
  const { t } = useTranslation('community');
  return (
    <div className={controls.empty}>
      <strong>{title}</strong>
      {onClear ? (
        <button type="button" className={controls.button} onClick={onClear}>
          {t('list.clearFilters')}
        </button>
      ) : null}
      {extra}
    </div>
  );
}
