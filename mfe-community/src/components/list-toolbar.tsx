import { useTranslation } from 'react-i18next';
import * as styles from './community.module.css';
import * as controls from './controls.module.css';

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
 * The browser's own controls: the list pages load no antd (controls.module.css).
 */
export function ListToolbar({ searchLabel, q, onSearch, selects, onSelect }: Props) {
  const { t } = useTranslation('community');
  return (
    <form
      className={styles.toolbar}
      role="search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        onSearch(typeof q === 'string' ? q.trim() : '');
      }}
    >
      <div className={controls.searchRow}>
        <input key={q} type="search" name="q" className={controls.input} defaultValue={q} placeholder={searchLabel} aria-label={searchLabel} />
        <button type="submit" className={`${controls.button} ${controls.primary}`}>
          {t('list.search')}
        </button>
      </div>
      {selects.map((select) => (
        <label key={select.name} className={styles.select}>
          <span className={styles.selectLabel}>{select.label}</span>
          {select.value ? <input type="hidden" name={select.name} value={select.value} /> : null}
          <select className={controls.select} value={select.value ?? ''} onChange={(event) => onSelect(select.name, event.target.value || undefined)}>
            {select.allowClear || !select.value ? <option value="">{t('list.all')}</option> : null}
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </form>
  );
}
