import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Empty description={<strong>{title}</strong>} style={{ paddingBlock: 48 }}>
      {onClear ? <Button onClick={onClear}>{t('list.clearFilters')}</Button> : null}
      {extra}
    </Empty>
  );
}
