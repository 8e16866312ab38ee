import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyCard as Card } from 'shared-contracts';
import { apiErrorText } from 'shared-contracts/react';
import { CardSkeletons } from '../../components/property-card/card-skeleton';
import { PropertyCard } from '../../components/property-card/property-card';
import { useLayoutPreference } from './layout-preference';
import { useMasonrySpans } from './use-masonry-spans';
import * as styles from './search-page.module.css';

/** Eight cards' places while a page of results loads. */
export const SKELETON_COUNT = 8;

/** Cards on a first screen (three across on a desktop): their photos load at once. */
const FIRST_SCREEN = 3;

interface Props {
  items: Card[] | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  onClear: () => void;
  hasFilters: boolean;
}

/** The results in the remembered layout, or their loading, empty or failed state. */
export function SearchResults({ items, error, isLoading, onRetry, onClear, hasFilters }: Props) {
  const { t } = useTranslation('marketplace');
  const layout = useLayoutPreference((state) => state.layout);
  const grid = useRef<HTMLDivElement>(null);
  // swr answers isLoading=false for the render in which the key changes, before its request starts:
  // results not here yet are loading, whatever the flag says.
  const loading = isLoading || !items;
  useMasonrySpans(grid, layout === 'masonry', loading ? null : items);

  if (error && !isLoading) {
    return (
      <div className={styles.state} role="alert">
        <h2 className={styles.stateTitle}>{t('search.failed')}</h2>
        <p className={styles.stateText}>{apiErrorText(t, error)}</p>
        <button type="button" className={styles.primaryButton} onClick={onRetry}>
          {t('search.retry')}
        </button>
      </div>
    );
  }
  if (!isLoading && items?.length === 0) {
    return (
      <div className={styles.state} data-testid="no-results">
        <h2 className={styles.stateTitle}>{t('search.empty.title')}</h2>
        <p className={styles.stateText}>{t(hasFilters ? 'search.empty.withFilters' : 'search.empty.none')}</p>
        {hasFilters ? (
          <button type="button" className={styles.primaryButton} onClick={onClear}>
            {t('search.clearAll')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div ref={grid} className={styles[layout]} data-testid="search-results" data-layout={layout} aria-busy={loading}>
      {loading ? (
        <CardSkeletons count={SKELETON_COUNT} />
      ) : (
        items.map((property, index) => <PropertyCard key={property.id} property={property} layout={layout} eager={index < FIRST_SCREEN} />)
      )}
    </div>
  );
}
