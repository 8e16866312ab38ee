import { Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import * as styles from './community.module.css';

export interface ToolbarSelect {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  /** A filter can be cleared back to "all"; the sort always has a value. */
  allowClear?: boolean;
}

interface Props {
  searchLabel: string;
  q: string;
  onSearch: (q: string) => void;
  selects: ToolbarSelect[];
  onSelect: (name: string, value: string | undefined) => void;
}

/**
 * Keyword box and the list's selects, above every community list. A real GET form: on a page the
 * portal drew, a search typed before the page's scripts have taken over is sent by the browser
 * itself (the portal draws its results) instead of being lost; once they have, the page handles it.
 */
export function ListToolbar({ searchLabel, q, onSearch, selects, onSelect }: Props) {
  const { t } = useTranslation('community');
  return (
    <form className={styles.toolbar} role="search" method="get" onSubmit={(event) => event.preventDefault()}>
      <Input.Search
        key={q}
        name="q"
        className={styles.search}
        defaultValue={q}
        placeholder={searchLabel}
        aria-label={searchLabel}
        allowClear
        enterButton={
          <Button type="primary" htmlType="submit">
            {t('list.search')}
          </Button>
        }
        onSearch={(value) => onSearch(value)}
      />
      {selects.map((select) => (
        <label key={select.name} className={styles.select}>
          <span className={styles.selectLabel}>{select.label}</span>
          {select.value ? <input type="hidden" name={select.name} value={select.value} /> : null}
          <Select
            aria-label={select.label}
            value={select.value}
            placeholder={t('list.all')}
            allowClear={select.allowClear}
            options={select.options}
            onChange={(value: string | undefined) => onSelect(select.name, value)}
            popupMatchSelectWidth={false}
          />
        </label>
      ))}
    </form>
  );
}
