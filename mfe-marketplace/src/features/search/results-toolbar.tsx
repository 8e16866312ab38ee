import { useTranslation } from 'react-i18next';
import { formatAmount, PROPERTY_SORTS, type PropertySort } from 'shared-contracts';
import { SEARCH_LAYOUTS, type SearchLayout } from './layout-preference';
import { CloseIcon } from '../../components/icons/icons';
import { LayoutIcon } from './layout-icon';
import * as styles from './search-page.module.css';

interface Props {
  total: number | undefined;
  /** More match than the total says (SEARCH_TOTAL_CAP). */
  capped: boolean;
  activeFilters: number;
  sort: PropertySort;
  onSort: (sort: PropertySort) => void;
  onClear: () => void;
  layout: SearchLayout;
  onLayout: (layout: SearchLayout) => void;
  /** A map area narrows the results: shown as a chip that removes it. */
  hasArea: boolean;
  onClearArea: () => void;
}

/** Above the results: how many there are, how many filters apply, the sort and the layout. */
export function ResultsToolbar({ total, capped, activeFilters, sort, onSort, onClear, layout, onLayout, hasArea, onClearArea }: Props) {
  const { t } = useTranslation('marketplace');
  return (
    <div className={styles.toolbar}>
      <div className={styles.summary}>
        <p className={styles.count} aria-live="polite" data-testid="results-count">
          {total === undefined ? t('search.counting') : capped ? t('search.countCapped', { total: formatAmount(total) }) : t('search.count', { count: total })}
        </p>
        {hasArea ? (
          <button type="button" className={styles.areaChip} onClick={onClearArea} aria-label={t('search.map.removeArea')} data-testid="map-area-chip">
            <span>{t('search.map.area')}</span>
            <CloseIcon />
          </button>
        ) : null}
        {activeFilters > 0 ? (
          <>
            <span className={styles.activeFilters} data-testid="active-filters">
              {t('search.activeFilters', { count: activeFilters })}
            </span>
            <button type="button" className={styles.linkButton} onClick={onClear}>
              {t('search.clearAll')}
            </button>
          </>
        ) : null}
      </div>
      <div className={styles.controls}>
        {/* The map shows the newest first, whatever the sort. */}
        {layout === 'map' ? null : (
          <label className={styles.sortLabel}>
            <span>{t('search.sort.label')}</span>
            <select className={styles.sortSelect} aria-label={t('search.sort.label')} value={sort} onChange={(event) => onSort(event.target.value as PropertySort)}>
              {PROPERTY_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`search.sort.${option}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={styles.layouts} role="group" aria-label={t('search.layout.label')}>
          {SEARCH_LAYOUTS.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.layoutButton}
              aria-pressed={layout === option}
              aria-label={t(`search.layout.${option}`)}
              title={t(`search.layout.${option}`)}
              onClick={() => onLayout(option)}
            >
              <LayoutIcon layout={option} />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
